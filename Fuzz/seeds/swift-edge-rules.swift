sif UIDevice.current.userInterfaceIdiom == .pad { x = view.safeAreaInsets.left * 2 }
navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
