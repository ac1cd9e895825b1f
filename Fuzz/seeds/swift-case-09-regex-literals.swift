simport UIKit

let closer = /\)+/
let alternation = /left|right/
let extended = #/UIScreen\.main "q" (?<n>\d+)/#
let verbose = #/
  UIDevice\.current   # a comment inside an extended regex
  \s* == \s* \.pad
/#
let afterRegexes = UIScreen.main.scale
