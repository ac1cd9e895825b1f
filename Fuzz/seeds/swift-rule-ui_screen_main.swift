sfunc updateThumbnail(from image: UIImage) {
    let screenScale = UIScreen.main.scale
    thumbnailView.image = image.preparingThumbnail(of: thumbnailSize(scale: screenScale))
}

let pixelWidth = bounds.width * UIScreen.main.nativeScale

let sheetWidth = min(UIScreen.main.bounds.width - 32, 540)

let isTallPanel = UIScreen.main.nativeBounds.height > 2400

UIScreen.main.brightness = 1.0
let fps = UIScreen.main.maximumFramesPerSecond
let link = UIScreen.main.displayLink(withTarget: self, selector: #selector(step))

func render(on screen: UIScreen = UIScreen.main) {
    draw(scale: screen.scale)
}
let current: UIScreen = UIScreen.main

let screen = view.window?.windowScene?.screen ?? UIScreen.main
let scale = view.window?.screen.scale ?? UIScreen.main.scale

let width = UIScreen
    .main
    .bounds.width
let height = UIScreen // legacy path
    .main.bounds.height

Image(uiImage: photo)
    .frame(width: UIScreen.main.bounds.width * 0.8)
logger.info("screen scale \(UIScreen.main.scale)")

let pixelSize = CGSize(width: UIScreen.main.bounds.width * UIScreen.main.scale,
                       height: UIScreen.main.bounds.height * UIScreen.main.scale)

#if os(iOS)
let headroom = UIScreen.main.potentialEDRHeadroom
#endif

let scale = `UIScreen`.main.scale
