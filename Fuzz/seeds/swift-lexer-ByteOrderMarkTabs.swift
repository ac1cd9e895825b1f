s﻿import Foundation // Lexer fixture: a UTF-8 byte-order mark starts the file; lines are tab-indented.

struct Größe {
	let höhe: Double	// tab before the comment
	let 幅 = 2.0

	func area() -> Double {
		höhe * 幅	/* tab-separated block comment */
	}
}

let greeting = "Grüße, 世界 🌍"
let value = Größe(höhe: 1.5).area()
