simport UIKit

let pattern = #"UIScreen.main and \(UIScreen.main) stay text"#
let report = #"scale=\#(UIScreen.main.scale) "quoted""#
let deeper = ##"raw \#(UIScreen.main) text; live: \##(UIDevice.current.userInterfaceIdiom == .pad)"##
let block = #"""
    multi-line raw: \(UIScreen.main) "" \#(UIScreen.main.bounds.width)
    """#
