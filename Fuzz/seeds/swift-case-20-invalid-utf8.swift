simport UIKit
// legacy Latin-1 note: café au lait
let menu = "naïve ÿþ"
let w = UIScreen.main.bounds.width // trailing Ã
let isPad = UIDevice.current.userInterfaceIdiom == .pad
