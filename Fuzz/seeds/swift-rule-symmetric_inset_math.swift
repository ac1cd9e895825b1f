slet width = view.bounds.width - view.safeAreaInsets.left * 2

let insets = view.safeAreaInsets
let cardWidth = view.bounds.width - insets.left * 2
let bannerWidth = view.bounds.width - 2 * insets.right

final class BadgeView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height - layoutMargins.top * 2.0
        let width = bounds.width - 2 * self.layoutMargins.left
        label.frame.size = CGSize(width: width, height: height)
    }
}

let margins = view.directionalLayoutMargins
let gutter = margins.leading + margins.leading
let chrome = view.safeAreaInsets.top + view.safeAreaInsets.top

let inset = view.safeAreaInsets.left
let available = view.bounds.width - inset - inset
let pageWidth = scrollView.bounds.width - inset * 2
contentView.frame.size.width = view.bounds.width - view.layoutMargins.right - view.layoutMargins.right

let insets = view.safeAreaInsets
collectionView.contentInset = UIEdgeInsets(top: insets.top, left: insets.left,
                                           bottom: insets.bottom, right: insets.left)

let m: CGFloat = 16
textView.textContainerInset = UIEdgeInsets(top: 0, left: m, bottom: 0, right: view.safeAreaInsets.left)

let margins = view.directionalLayoutMargins
var config = UIButton.Configuration.filled()
config.contentInsets = NSDirectionalEdgeInsets(top: margins.top, leading: margins.trailing,
                                               bottom: margins.bottom, trailing: margins.trailing)

GeometryReader { proxy in
    Timeline()
        .padding(EdgeInsets(top: 0, leading: proxy.safeAreaInsets.trailing,
                            bottom: 0, trailing: proxy.safeAreaInsets.trailing))
}

let contentFrame = view.bounds.insetBy(dx: view.safeAreaInsets.right, dy: 12)
let insets = view.safeAreaInsets
let cardFrame = view.bounds.insetBy(dx: insets.left, dy: 0)

GeometryReader { proxy in
    ArticleBody()
        .padding(.horizontal, proxy.safeAreaInsets.leading)
}

GeometryReader { proxy in
    let insets = proxy.safeAreaInsets
    let columnWidth = (proxy.size.width - 2 * insets.leading) / 2
    PhotoStrip(columnWidth: columnWidth)
        .padding(.horizontal, insets.trailing)
}

let usable = view.bounds.width - (view.safeAreaInsets.right) * 2

GeometryReader { proxy in
    Content()
        .padding(.vertical, proxy.safeAreaInsets.bottom)
}

let gutter: CGFloat = view.safeAreaInsets.right
let content = view.bounds.width - gutter * 2
