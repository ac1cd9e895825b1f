sstruct RootView: View {
    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            PadRootView()
        } else {
            MainTabView()
        }
    }
}

if UIUserInterfaceIdiom.phone == traitCollection.userInterfaceIdiom {
    collectionView.collectionViewLayout = singleColumnLayout
}

func configureSidebar() {
    guard UITraitCollection.current.userInterfaceIdiom != .pad else { return }
    splitViewController?.hide(.primary)
}

final class EntryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        if self.traitCollection.userInterfaceIdiom == UIUserInterfaceIdiom.pad {
            navigationItem.largeTitleDisplayMode = .always
        }
        stackView.axis = view.traitCollection.userInterfaceIdiom != .phone ? .horizontal : .vertical
    }
}

let idiom = UIDevice.current.userInterfaceIdiom
if idiom == .pad {
    grid.columnCount = 3
} else if idiom == .phone {
    grid.columnCount = 1
}

extension UIDevice {
    var isPad: Bool { userInterfaceIdiom == .pad }
}

let columns = UIDevice.current.isPad ? 3 : 1

func columnCount() -> Int {
    switch UIDevice.current.userInterfaceIdiom {
    case .pad: return 3
    case .phone: return 1
    default: return 2
    }
}

func shell(for sizeClass: UIUserInterfaceSizeClass) -> Shell {
    switch (traitCollection.userInterfaceIdiom, sizeClass) {
    case (.pad, _): return .sidebar
    case (.phone, .regular): return .split
    default: return .tabs
    }
}

List(entries) { entry in EntryRow(entry: entry) }
    .toolbar(UIDevice.current.userInterfaceIdiom == .pad ? .automatic : .hidden, for: .navigationBar)

let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
if UIDevice.current.userInterfaceIdiom == .pad && isLandscape {
    showInspector()
}

let restorationKey = "grid-\(UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1)"

if case .pad = UIDevice.current.userInterfaceIdiom {
    columns = 3
}

// AND-ed with a size class, the iPad branch never runs on iPhone Duo's inner display.
let wide = UIDevice.current.userInterfaceIdiom == .pad && traitCollection.horizontalSizeClass == .regular

func columns(for idiom: UIUserInterfaceIdiom) -> Int {
    idiom == .pad ? 4 : 2
}

struct GridMetrics {
    let idiom: UIUserInterfaceIdiom
    var columns: Int { self.idiom == .phone ? 2 : 4 }
}

let idiom: UIUserInterfaceIdiom = traitCollection.userInterfaceIdiom
let columns = idiom == .pad ? 3 : 1
