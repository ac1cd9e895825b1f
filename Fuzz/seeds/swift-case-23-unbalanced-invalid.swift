simport UIKit

func broken( {
    let a = [1, 2
}
}

let afterTheMess = UIScreen.main.bounds
struct Later {
    let view = UIView()
    var inset: CGFloat { view.safeAreaInsets.left * 2 }
}
