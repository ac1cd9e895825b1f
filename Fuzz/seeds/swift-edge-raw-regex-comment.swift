s#"a\#(b + "c\(d)")"#
let r = #/[a-z]+/# ; let q = /x/
/* /* nested */ 
