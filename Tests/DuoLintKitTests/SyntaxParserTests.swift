import XCTest
@testable import DuoLintKit

/// The syntax tree against the toolchain's parser: each input is small and written here, most after a
/// divergence found on real apps (Aidoku, Delta, isowords, Loop, Trio, sample-food-truck) or the generated
/// lexical corpus; each expected outline is what `../shared/tools/swift-outline --kinds <the parse-fidelity
/// kinds>` printed for it (SwiftSyntax in Swift 6.3.1), so a change that breaks agreement fails here even
/// where the reference is not installed.
final class SyntaxParserTests: XCTestCase {
    /// The kinds `make parse-fidelity` compares.
    static let fidelityKinds: Set<SyntaxKind> = Set("importDecl,structDecl,classDecl,enumDecl,actorDecl,protocolDecl,extensionDecl,functionDecl,initializerDecl,subscriptDecl,variableDecl,enumCaseDecl,typeAliasDecl,ifConfigDecl,inheritedType,attribute,accessorBlock,codeBlock,patternBinding,closureExpr,closureSignature,functionCallExpr,labeledExpr,memberAccessExpr,declReferenceExpr,ifExpr,switchExpr,switchCase,guardStmt,returnStmt,forStmt,whileStmt,repeatStmt,doStmt,deferStmt,stringLiteralExpr,integerLiteralExpr,floatLiteralExpr,booleanLiteralExpr,nilLiteralExpr,arrayExpr,dictionaryExpr,tupleExpr,tryExpr,awaitExpr,keyPathExpr,macroExpansionExpr"
        .split(separator: ",").map { SyntaxKind(name: String($0))! })

    func outline(_ source: String) -> String {
        let file = SwiftFile(SourceFile(path: "T.swift", bytes: Array(source.utf8)))
        XCTAssertNil(file.syntaxTree.invariantViolation(tokenCount: file.tokens.count))
        return SyntaxOutline.dump(file, file.syntaxTree, kinds: SyntaxParserTests.fidelityKinds)
    }

    func testToolbarChain() {
        let source = #"""
var body: some View { Text("x").padding().toolbar { ToolbarItem(placement: .top) { Button("a") { } } } }

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:105	0	variableDecl	body
T.swift	1:5	1:105	1	patternBinding	
T.swift	1:21	1:105	2	accessorBlock	
T.swift	1:23	1:103	3	functionCallExpr	.toolbar
T.swift	1:23	1:50	4	memberAccessExpr	.toolbar
T.swift	1:23	1:42	5	functionCallExpr	.padding
T.swift	1:23	1:40	6	memberAccessExpr	.padding
T.swift	1:23	1:32	7	functionCallExpr	Text
T.swift	1:23	1:27	8	declReferenceExpr	Text
T.swift	1:28	1:31	8	labeledExpr	
T.swift	1:28	1:31	9	stringLiteralExpr	
T.swift	1:33	1:40	7	declReferenceExpr	padding
T.swift	1:43	1:50	5	declReferenceExpr	toolbar
T.swift	1:51	1:103	4	closureExpr	
T.swift	1:53	1:101	5	functionCallExpr	ToolbarItem
T.swift	1:53	1:64	6	declReferenceExpr	ToolbarItem
T.swift	1:65	1:80	6	labeledExpr	placement:
T.swift	1:76	1:80	7	memberAccessExpr	.top
T.swift	1:77	1:80	8	declReferenceExpr	top
T.swift	1:82	1:101	6	closureExpr	
T.swift	1:84	1:99	7	functionCallExpr	Button
T.swift	1:84	1:90	8	declReferenceExpr	Button
T.swift	1:91	1:94	8	labeledExpr	
T.swift	1:91	1:94	9	stringLiteralExpr	
T.swift	1:96	1:99	8	closureExpr	

"""#)
    }

    func testAttributesAndInheritance() {
        let source = #"""
@available(iOS 15, *)
struct A<T: P>: View, @unchecked Sendable where T: Q {
  @State private var x: [Int] = [1, 2], y = "a\(b, c: 1)"
}

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	4:2	0	structDecl	A: View, @unchecked Sendable
T.swift	1:1	1:22	1	attribute	@available
T.swift	2:17	2:22	1	inheritedType	View
T.swift	2:23	2:42	1	inheritedType	@unchecked Sendable
T.swift	2:23	2:33	2	attribute	@unchecked
T.swift	3:3	3:58	1	variableDecl	x, y
T.swift	3:3	3:9	2	attribute	@State
T.swift	3:22	3:40	2	patternBinding	
T.swift	3:33	3:39	3	arrayExpr	
T.swift	3:34	3:35	4	integerLiteralExpr	
T.swift	3:37	3:38	4	integerLiteralExpr	
T.swift	3:41	3:58	2	patternBinding	
T.swift	3:45	3:58	3	stringLiteralExpr	
T.swift	3:49	3:51	4	labeledExpr	
T.swift	3:49	3:50	5	declReferenceExpr	b
T.swift	3:52	3:56	4	labeledExpr	c:
T.swift	3:55	3:56	5	integerLiteralExpr	

"""#)
    }

    func testIfConfigCondition() {
        let source = #"""
#if os(iOS) && !DEBUG
import UIKit
#elseif canImport(AppKit)
import AppKit
#else
let x = 1
#endif

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	7:7	0	ifConfigDecl	
T.swift	1:5	1:12	1	functionCallExpr	os
T.swift	1:5	1:7	2	declReferenceExpr	os
T.swift	1:8	1:11	2	labeledExpr	
T.swift	1:8	1:11	3	declReferenceExpr	iOS
T.swift	1:17	1:22	1	declReferenceExpr	DEBUG
T.swift	2:1	2:13	1	importDecl	
T.swift	3:9	3:26	1	functionCallExpr	canImport
T.swift	3:9	3:18	2	declReferenceExpr	canImport
T.swift	3:19	3:25	2	labeledExpr	
T.swift	3:19	3:25	3	declReferenceExpr	AppKit
T.swift	4:1	4:14	1	importDecl	
T.swift	6:1	6:10	1	variableDecl	x
T.swift	6:5	6:10	2	patternBinding	
T.swift	6:9	6:10	3	integerLiteralExpr	

"""#)
    }

    func testPostfixIfConfig() {
        let source = #"""
let v = Text("a")
    #if os(iOS)
    .padding()
    #endif
    .bold()

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	5:12	0	variableDecl	v
T.swift	1:5	5:12	1	patternBinding	
T.swift	1:9	5:12	2	functionCallExpr	.bold
T.swift	1:9	5:10	3	memberAccessExpr	.bold
T.swift	1:9	1:18	4	functionCallExpr	Text
T.swift	1:9	1:13	5	declReferenceExpr	Text
T.swift	1:14	1:17	5	labeledExpr	
T.swift	1:14	1:17	6	stringLiteralExpr	
T.swift	2:5	4:11	4	ifConfigDecl	
T.swift	2:9	2:16	5	functionCallExpr	os
T.swift	2:9	2:11	6	declReferenceExpr	os
T.swift	2:12	2:15	6	labeledExpr	
T.swift	2:12	2:15	7	declReferenceExpr	iOS
T.swift	3:5	3:15	5	functionCallExpr	.padding
T.swift	3:5	3:13	6	memberAccessExpr	.padding
T.swift	3:6	3:13	7	declReferenceExpr	padding
T.swift	5:6	5:10	4	declReferenceExpr	bold

"""#)
    }

    func testTryAwaitSequence() {
        let source = #"""
func f() async throws -> Int? { try await g(x as? Int, y is Z) ?? 1 }

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:70	0	functionDecl	f
T.swift	1:31	1:70	1	codeBlock	
T.swift	1:33	1:63	2	tryExpr	
T.swift	1:37	1:63	3	awaitExpr	
T.swift	1:43	1:63	4	functionCallExpr	g
T.swift	1:43	1:44	5	declReferenceExpr	g
T.swift	1:45	1:55	5	labeledExpr	
T.swift	1:45	1:46	6	declReferenceExpr	x
T.swift	1:56	1:62	5	labeledExpr	
T.swift	1:56	1:57	6	declReferenceExpr	y
T.swift	1:67	1:68	2	integerLiteralExpr	

"""#)
    }

    func testGenericCalleeAndCollections() {
        let source = #"""
let z = a < b ? Array<Int>() : [String: Int]()
let e = [Any]()
let t = Any.self

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:47	0	variableDecl	z
T.swift	1:5	1:47	1	patternBinding	
T.swift	1:9	1:10	2	declReferenceExpr	a
T.swift	1:13	1:14	2	declReferenceExpr	b
T.swift	1:17	1:29	2	functionCallExpr	Array<Int>
T.swift	1:17	1:22	3	declReferenceExpr	Array
T.swift	1:32	1:47	2	functionCallExpr	[String: Int]
T.swift	1:32	1:45	3	dictionaryExpr	
T.swift	1:33	1:39	4	declReferenceExpr	String
T.swift	1:41	1:44	4	declReferenceExpr	Int
T.swift	2:1	2:16	0	variableDecl	e
T.swift	2:5	2:16	1	patternBinding	
T.swift	2:9	2:16	2	functionCallExpr	[Any]
T.swift	2:9	2:14	3	arrayExpr	
T.swift	3:1	3:17	0	variableDecl	t
T.swift	3:5	3:17	1	patternBinding	
T.swift	3:9	3:17	2	memberAccessExpr	.self
T.swift	3:13	3:17	3	declReferenceExpr	self

"""#)
    }

    func testMacroExpansions() {
        let source = #"""
#Preview { A() }
@available(iOS 17, *)
#Preview("n") { B() }
let s = #file
let sel = #selector(open(result:))

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:17	0	macroExpansionExpr	#Preview
T.swift	1:10	1:17	1	closureExpr	
T.swift	1:12	1:15	2	functionCallExpr	A
T.swift	1:12	1:13	3	declReferenceExpr	A
T.swift	2:1	2:22	0	attribute	@available
T.swift	3:10	3:13	0	labeledExpr	
T.swift	3:10	3:13	1	stringLiteralExpr	
T.swift	3:15	3:22	0	closureExpr	
T.swift	3:17	3:20	1	functionCallExpr	B
T.swift	3:17	3:18	2	declReferenceExpr	B
T.swift	4:1	4:14	0	variableDecl	s
T.swift	4:5	4:14	1	patternBinding	
T.swift	4:9	4:14	2	macroExpansionExpr	#file
T.swift	5:1	5:35	0	variableDecl	sel
T.swift	5:5	5:35	1	patternBinding	
T.swift	5:11	5:35	2	macroExpansionExpr	#selector
T.swift	5:21	5:34	3	labeledExpr	
T.swift	5:21	5:34	4	declReferenceExpr	open

"""#)
    }

    func testPatterns() {
        let source = #"""
let (a, b) = foo()
for (i, x) in y.enumerated() {}
if let (a, b) = c {}
guard case let (a, b)? = c else {}
switch x { case let (a, b): break; case (let a, 1): break; case .some(.x): break; @unknown default: break }
if case .system(let e) = self { return e.code }

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:19	0	variableDecl	(a, b)
T.swift	1:5	1:19	1	patternBinding	
T.swift	1:14	1:19	2	functionCallExpr	foo
T.swift	1:14	1:17	3	declReferenceExpr	foo
T.swift	2:1	2:32	0	forStmt	
T.swift	2:15	2:29	1	functionCallExpr	.enumerated
T.swift	2:15	2:27	2	memberAccessExpr	.enumerated
T.swift	2:15	2:16	3	declReferenceExpr	y
T.swift	2:17	2:27	3	declReferenceExpr	enumerated
T.swift	2:30	2:32	1	codeBlock	
T.swift	3:1	3:21	0	ifExpr	
T.swift	3:8	3:14	1	tupleExpr	
T.swift	3:9	3:11	2	labeledExpr	
T.swift	3:12	3:13	2	labeledExpr	
T.swift	3:17	3:18	1	declReferenceExpr	c
T.swift	3:19	3:21	1	codeBlock	
T.swift	4:1	4:35	0	guardStmt	
T.swift	4:16	4:22	1	tupleExpr	
T.swift	4:17	4:19	2	labeledExpr	
T.swift	4:20	4:21	2	labeledExpr	
T.swift	4:26	4:27	1	declReferenceExpr	c
T.swift	4:33	4:35	1	codeBlock	
T.swift	5:1	5:108	0	switchExpr	
T.swift	5:8	5:9	1	declReferenceExpr	x
T.swift	5:12	5:35	1	switchCase	
T.swift	5:21	5:27	2	tupleExpr	
T.swift	5:22	5:24	3	labeledExpr	
T.swift	5:25	5:26	3	labeledExpr	
T.swift	5:36	5:59	1	switchCase	
T.swift	5:41	5:51	2	tupleExpr	
T.swift	5:42	5:48	3	labeledExpr	
T.swift	5:49	5:50	3	labeledExpr	
T.swift	5:49	5:50	4	integerLiteralExpr	
T.swift	5:60	5:82	1	switchCase	
T.swift	5:65	5:74	2	functionCallExpr	.some
T.swift	5:65	5:70	3	memberAccessExpr	.some
T.swift	5:66	5:70	4	declReferenceExpr	some
T.swift	5:71	5:73	3	labeledExpr	
T.swift	5:71	5:73	4	memberAccessExpr	.x
T.swift	5:72	5:73	5	declReferenceExpr	x
T.swift	5:83	5:106	1	switchCase	
T.swift	5:83	5:91	2	attribute	@unknown
T.swift	6:1	6:48	0	ifExpr	
T.swift	6:9	6:23	1	functionCallExpr	.system
T.swift	6:9	6:16	2	memberAccessExpr	.system
T.swift	6:10	6:16	3	declReferenceExpr	system
T.swift	6:17	6:22	2	labeledExpr	
T.swift	6:26	6:30	1	declReferenceExpr	self
T.swift	6:31	6:48	1	codeBlock	
T.swift	6:33	6:46	2	returnStmt	
T.swift	6:40	6:46	3	memberAccessExpr	.code
T.swift	6:40	6:41	4	declReferenceExpr	e
T.swift	6:42	6:46	4	declReferenceExpr	code

"""#)
    }

    func testCatchClauses() {
        let source = #"""
do { try f() } catch let e as NSError { print(e) } catch Err.bad(let r) { print(r) } catch { }

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:95	0	doStmt	
T.swift	1:4	1:15	1	codeBlock	
T.swift	1:6	1:13	2	tryExpr	
T.swift	1:10	1:13	3	functionCallExpr	f
T.swift	1:10	1:11	4	declReferenceExpr	f
T.swift	1:39	1:51	1	codeBlock	
T.swift	1:41	1:49	2	functionCallExpr	print
T.swift	1:41	1:46	3	declReferenceExpr	print
T.swift	1:47	1:48	3	labeledExpr	
T.swift	1:47	1:48	4	declReferenceExpr	e
T.swift	1:58	1:72	1	functionCallExpr	.bad
T.swift	1:58	1:65	2	memberAccessExpr	.bad
T.swift	1:58	1:61	3	declReferenceExpr	Err
T.swift	1:62	1:65	3	declReferenceExpr	bad
T.swift	1:66	1:71	2	labeledExpr	
T.swift	1:73	1:85	1	codeBlock	
T.swift	1:75	1:83	2	functionCallExpr	print
T.swift	1:75	1:80	3	declReferenceExpr	print
T.swift	1:81	1:82	3	labeledExpr	
T.swift	1:81	1:82	4	declReferenceExpr	r
T.swift	1:92	1:95	1	codeBlock	

"""#)
    }

    func testAttributeArguments() {
        let source = #"""
@inline(__always) @objc(foo:) @_spi(A) @derivative(of: f) @_implements(P, f) @MainActor func f(_ c: @escaping(_ r: Int) -> Void, g: @convention(c) (Int) -> Void) {}

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:165	0	functionDecl	f
T.swift	1:1	1:18	1	attribute	@inline
T.swift	1:9	1:17	2	labeledExpr	
T.swift	1:9	1:17	3	declReferenceExpr	__always
T.swift	1:19	1:30	1	attribute	@objc
T.swift	1:31	1:39	1	attribute	@_spi
T.swift	1:37	1:38	2	labeledExpr	
T.swift	1:37	1:38	3	declReferenceExpr	A
T.swift	1:40	1:58	1	attribute	@derivative
T.swift	1:56	1:57	2	declReferenceExpr	f
T.swift	1:59	1:77	1	attribute	@_implements
T.swift	1:75	1:76	2	declReferenceExpr	f
T.swift	1:78	1:88	1	attribute	@MainActor
T.swift	1:101	1:110	1	attribute	@escaping
T.swift	1:133	1:147	1	attribute	@convention
T.swift	1:145	1:146	2	labeledExpr	
T.swift	1:145	1:146	3	declReferenceExpr	c
T.swift	1:163	1:165	1	codeBlock	

"""#)
    }

    func testClosures() {
        let source = #"""
let c = { [weak self, x = y] (a: Int, b) async throws -> Int in a }
let d = items.map { $0 * 2 }.filter { x in x > 1 }
let e = f() { } label: { }

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:68	0	variableDecl	c
T.swift	1:5	1:68	1	patternBinding	
T.swift	1:9	1:68	2	closureExpr	
T.swift	1:11	1:64	3	closureSignature	
T.swift	1:27	1:28	4	declReferenceExpr	y
T.swift	1:65	1:66	3	declReferenceExpr	a
T.swift	2:1	2:51	0	variableDecl	d
T.swift	2:5	2:51	1	patternBinding	
T.swift	2:9	2:51	2	functionCallExpr	.filter
T.swift	2:9	2:36	3	memberAccessExpr	.filter
T.swift	2:9	2:29	4	functionCallExpr	.map
T.swift	2:9	2:18	5	memberAccessExpr	.map
T.swift	2:9	2:14	6	declReferenceExpr	items
T.swift	2:15	2:18	6	declReferenceExpr	map
T.swift	2:19	2:29	5	closureExpr	
T.swift	2:21	2:23	6	declReferenceExpr	$0
T.swift	2:26	2:27	6	integerLiteralExpr	
T.swift	2:30	2:36	4	declReferenceExpr	filter
T.swift	2:37	2:51	3	closureExpr	
T.swift	2:39	2:43	4	closureSignature	
T.swift	2:44	2:45	4	declReferenceExpr	x
T.swift	2:48	2:49	4	integerLiteralExpr	
T.swift	3:1	3:27	0	variableDecl	e
T.swift	3:5	3:27	1	patternBinding	
T.swift	3:9	3:27	2	functionCallExpr	f
T.swift	3:9	3:10	3	declReferenceExpr	f
T.swift	3:13	3:16	3	closureExpr	
T.swift	3:24	3:27	3	closureExpr	

"""#)
    }

    func testKeyPaths() {
        let source = #"""
let k = \Foo.bar.baz
let k2 = \.[0].x?.y!
let k3 = \ .value
let k4 = \[String: Int].["key"]

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:21	0	variableDecl	k
T.swift	1:5	1:21	1	patternBinding	
T.swift	1:9	1:21	2	keyPathExpr	
T.swift	1:14	1:17	3	declReferenceExpr	bar
T.swift	1:18	1:21	3	declReferenceExpr	baz
T.swift	2:1	2:21	0	variableDecl	k2
T.swift	2:5	2:21	1	patternBinding	
T.swift	2:10	2:21	2	keyPathExpr	
T.swift	2:13	2:14	3	labeledExpr	
T.swift	2:13	2:14	4	integerLiteralExpr	
T.swift	2:16	2:17	3	declReferenceExpr	x
T.swift	2:19	2:20	3	declReferenceExpr	y
T.swift	3:1	3:18	0	variableDecl	k3
T.swift	3:5	3:18	1	patternBinding	
T.swift	3:10	3:18	2	keyPathExpr	
T.swift	3:13	3:18	3	declReferenceExpr	value
T.swift	4:1	4:32	0	variableDecl	k4
T.swift	4:5	4:32	1	patternBinding	
T.swift	4:10	4:32	2	keyPathExpr	
T.swift	4:26	4:31	3	labeledExpr	
T.swift	4:26	4:31	4	stringLiteralExpr	

"""#)
    }

    func testAccessors() {
        let source = #"""
struct S {
  var a: Int { get { 1 } set { } }
  var b = 0 { didSet { } willSet { } }
  subscript(i: Int) -> Int { get set }
  var c: Int { 1 }
}

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	6:2	0	structDecl	S
T.swift	2:3	2:35	1	variableDecl	a
T.swift	2:7	2:35	2	patternBinding	
T.swift	2:14	2:35	3	accessorBlock	
T.swift	2:20	2:25	4	codeBlock	
T.swift	2:22	2:23	5	integerLiteralExpr	
T.swift	2:30	2:33	4	codeBlock	
T.swift	3:3	3:39	1	variableDecl	b
T.swift	3:7	3:39	2	patternBinding	
T.swift	3:11	3:12	3	integerLiteralExpr	
T.swift	3:13	3:39	3	accessorBlock	
T.swift	3:22	3:25	4	codeBlock	
T.swift	3:34	3:37	4	codeBlock	
T.swift	4:3	4:39	1	subscriptDecl	subscript
T.swift	4:28	4:39	2	accessorBlock	
T.swift	5:3	5:19	1	variableDecl	c
T.swift	5:7	5:19	2	patternBinding	
T.swift	5:14	5:19	3	accessorBlock	
T.swift	5:16	5:17	4	integerLiteralExpr	

"""#)
    }

    func testAsyncLetAndAwait() {
        let source = #"""
func f() async { async let x = g(); guard await !h() else { return }; let y = try await .solo(z) }

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:99	0	functionDecl	f
T.swift	1:16	1:99	1	codeBlock	
T.swift	1:18	1:35	2	variableDecl	x
T.swift	1:28	1:35	3	patternBinding	
T.swift	1:32	1:35	4	functionCallExpr	g
T.swift	1:32	1:33	5	declReferenceExpr	g
T.swift	1:37	1:69	2	guardStmt	
T.swift	1:43	1:53	3	awaitExpr	
T.swift	1:50	1:53	4	functionCallExpr	h
T.swift	1:50	1:51	5	declReferenceExpr	h
T.swift	1:59	1:69	3	codeBlock	
T.swift	1:61	1:67	4	returnStmt	
T.swift	1:71	1:97	2	variableDecl	y
T.swift	1:75	1:97	3	patternBinding	
T.swift	1:79	1:97	4	tryExpr	
T.swift	1:83	1:97	5	awaitExpr	
T.swift	1:89	1:97	6	functionCallExpr	.solo
T.swift	1:89	1:94	7	memberAccessExpr	.solo
T.swift	1:90	1:94	8	declReferenceExpr	solo
T.swift	1:95	1:96	7	labeledExpr	
T.swift	1:95	1:96	8	declReferenceExpr	z

"""#)
    }

    func testMultilineGenerics() {
        let source = #"""
var v: Result<
    A,
    B
> = foo()

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	4:10	0	variableDecl	v
T.swift	1:5	4:10	1	patternBinding	
T.swift	4:5	4:10	2	functionCallExpr	foo
T.swift	4:5	4:8	3	declReferenceExpr	foo

"""#)
    }

    func testStatements() {
        let source = #"""
outer: for x in xs where x > 0 { while y { break outer }; repeat { continue } while z; defer { }; if a { } else if b { } else { } }
func g() -> Int { return
}

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:8	1:132	0	forStmt	
T.swift	1:17	1:19	1	declReferenceExpr	xs
T.swift	1:26	1:27	1	declReferenceExpr	x
T.swift	1:30	1:31	1	integerLiteralExpr	
T.swift	1:32	1:132	1	codeBlock	
T.swift	1:34	1:57	2	whileStmt	
T.swift	1:40	1:41	3	declReferenceExpr	y
T.swift	1:42	1:57	3	codeBlock	
T.swift	1:59	1:86	2	repeatStmt	
T.swift	1:66	1:78	3	codeBlock	
T.swift	1:85	1:86	3	declReferenceExpr	z
T.swift	1:88	1:97	2	deferStmt	
T.swift	1:94	1:97	3	codeBlock	
T.swift	1:99	1:130	2	ifExpr	
T.swift	1:102	1:103	3	declReferenceExpr	a
T.swift	1:104	1:107	3	codeBlock	
T.swift	1:113	1:130	3	ifExpr	
T.swift	1:116	1:117	4	declReferenceExpr	b
T.swift	1:118	1:121	4	codeBlock	
T.swift	1:127	1:130	4	codeBlock	
T.swift	2:1	3:2	0	functionDecl	g
T.swift	2:17	3:2	1	codeBlock	
T.swift	2:19	2:25	2	returnStmt	

"""#)
    }

    func testDeclarations() {
        let source = #"""
protocol P: AnyObject { associatedtype T: Q; func f() }
enum E: Int { case a = 1, b; case c(x: Int = 2) }
extension Array: P where Element == Int { typealias T = Int }
actor A { init?() { }; deinit { } }
class C { class func f() { } }
import struct Foundation.Date
infix operator <>: AdditionPrecedence

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:56	0	protocolDecl	P: AnyObject
T.swift	1:13	1:22	1	inheritedType	AnyObject
T.swift	1:43	1:44	1	inheritedType	Q
T.swift	1:46	1:54	1	functionDecl	f
T.swift	2:1	2:50	0	enumDecl	E: Int
T.swift	2:9	2:12	1	inheritedType	Int
T.swift	2:15	2:28	1	enumCaseDecl	a, b
T.swift	2:24	2:25	2	integerLiteralExpr	
T.swift	2:30	2:48	1	enumCaseDecl	c
T.swift	2:46	2:47	2	integerLiteralExpr	
T.swift	3:1	3:62	0	extensionDecl	Array: P
T.swift	3:18	3:19	1	inheritedType	P
T.swift	3:43	3:60	1	typeAliasDecl	T
T.swift	4:1	4:36	0	actorDecl	A
T.swift	4:11	4:22	1	initializerDecl	init
T.swift	4:19	4:22	2	codeBlock	
T.swift	4:31	4:34	1	codeBlock	
T.swift	5:1	5:31	0	classDecl	C
T.swift	5:11	5:29	1	functionDecl	f
T.swift	5:26	5:29	2	codeBlock	
T.swift	6:1	6:30	0	importDecl	

"""#)
    }

    func testRecovery() {
        let source = #"""
sstruct RootView: View {
  var body: some View { Text("a") }
}
let rootSpaced = √ 16.0
let g = generic<Int, [Int]>
let r = f(/ a/)

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:8	0	declReferenceExpr	sstruct
T.swift	1:9	1:17	0	declReferenceExpr	RootView
T.swift	4:1	4:17	0	variableDecl	rootSpaced
T.swift	4:5	4:17	1	patternBinding	
T.swift	5:1	5:27	0	variableDecl	g,
T.swift	5:5	5:21	1	patternBinding	
T.swift	5:9	5:16	2	declReferenceExpr	generic
T.swift	5:17	5:20	2	declReferenceExpr	Int
T.swift	5:22	5:27	1	patternBinding	
T.swift	6:1	6:16	0	variableDecl	r
T.swift	6:5	6:16	1	patternBinding	
T.swift	6:9	6:16	2	functionCallExpr	f
T.swift	6:9	6:10	3	declReferenceExpr	f
T.swift	6:11	6:11	3	labeledExpr	

"""#)
    }

    func testVariadicTuple() {
        let source = #"""
func r<T : V>(_ p: (E<T>, E<T>)...) -> M where T.D == Int { }

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	1:62	0	functionDecl	r
T.swift	1:59	1:62	1	codeBlock	

"""#)
    }

    func testUnclosedParameterClause() {
        let source = #"""
func f( {
    x()
}
func g(a: Int
struct After {}

"""#
        XCTAssertEqual(outline(source), #"""
T.swift	1:1	3:2	0	functionDecl	f
T.swift	1:9	3:2	1	codeBlock	
T.swift	2:5	2:8	2	functionCallExpr	x
T.swift	2:5	2:6	3	declReferenceExpr	x
T.swift	4:1	4:14	0	functionDecl	g
T.swift	5:1	5:16	0	structDecl	After

"""#)
    }
}

/// The tree's shape guarantees: deep nesting, recovery, lookups.
final class SyntaxTreeTests: XCTestCase {
    func parse(_ source: String) -> SwiftFile {
        SwiftFile(SourceFile(path: "T.swift", bytes: Array(source.utf8)))
    }

    /// 100,000 nested brackets of each kind parse without deep recursion, on a thread with a 4 MiB stack (this
    /// debug build's frames are large; the release build parses them all within a 128 KiB stack, `ulimit -s
    /// 128`, measured 2026-12-01), and every token has a node. Nested blocks and closures are parsed whole (a
    /// block nested deeper than `SyntaxParser.deferralNesting` is parsed later from a shallow stack and spliced
    /// in): 100,000 closures, `if` bodies and code blocks. Nested parentheses, brackets and types past
    /// `SyntaxParser.maximumNesting` keep the rest of their bracket as one `unexpected` node.
    func testDeepNestingOnASmallStack() {
        let depth = 100_000
        let cases: [(String, SyntaxKind, Int, Int)] = [
            ("let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n", .tupleExpr, 100, 1),
            ("let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n", .arrayExpr, 100, 1),
            ("func f() " + String(repeating: "{", count: depth) + String(repeating: "}", count: depth) + "\n", .closureExpr, depth - 1, 0),
            ("let x = " + String(repeating: "f(", count: depth) + String(repeating: ")", count: depth) + "\n", .functionCallExpr, 100, 1),
            ("let x: " + String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth) + "\n", .arrayType, 100, 1),
            (String(repeating: "if a {", count: depth) + String(repeating: "}", count: depth) + "\n", .ifExpr, depth, 0),
            ("let x = " + String(repeating: "{ ", count: depth) + String(repeating: "}", count: depth) + "\n", .closureExpr, depth, 0),
            // Chains the parser reads in a loop (found by breaking it: each link used to cost a stack frame).
            ("if a {}" + String(repeating: " else if b {}", count: depth) + "\n", .ifExpr, depth + 1, 0),
            ("let v = " + String(repeating: "try await ", count: depth) + "x\n", .tryExpr, depth, 0),
            ("let " + String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth) + " = 1\n", .tuplePattern, 100, 1),
            ("let v = a\n" + String(repeating: "#if X\n", count: depth) + ".b()\n" + String(repeating: "#endif\n", count: depth), .ifConfigDecl, 99, 1),
        ]
        for (input, kind, expectedCount, expectedUnexpected) in cases {
            /// What the parse on the big-stack thread saw, handed back through the semaphore.
            final class Outcome: @unchecked Sendable {
                var violation: String?? = nil
                var counts = (0, 0)
            }
            let outcome = Outcome()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                let file = self.parse(input)
                let tree = file.syntaxTree
                outcome.violation = .some(tree.invariantViolation(tokenCount: file.tokens.count))
                outcome.counts = (tree.kinds.filter { $0 == kind }.count, tree.kinds.filter { $0 == .unexpected }.count)
                done.signal()
            }
            thread.stackSize = 4 << 20
            thread.start()
            done.wait()
            XCTAssertEqual(outcome.violation, .some(nil), String(input.prefix(12)))
            XCTAssertEqual(outcome.counts.0, expectedCount, String(input.prefix(12)))
            XCTAssertEqual(outcome.counts.1, expectedUnexpected, String(input.prefix(12)))
        }
    }

    /// A deferred block keeps the tree's shape: the closures of a deep SwiftUI hierarchy nest one in another
    /// and each keeps its call, whatever the depth.
    func testDeferredBlocksNestAsWritten() {
        let depth = 200
        let source = String(repeating: "VStack {\n", count: depth) + "Button(\"x\") {}\n" + String(repeating: "}.padding()\n", count: depth)
        let file = parse(source)
        let tree = file.syntaxTree
        XCTAssertNil(tree.invariantViolation(tokenCount: file.tokens.count))
        let names = SyntaxNames(file: file, tree: tree)
        let closures = (0..<tree.count).filter { tree.kind($0) == .closureExpr }
        XCTAssertEqual(closures.count, depth + 1)
        for (n, c) in closures.enumerated() {
            // Each closure's parent is the call of `VStack` (or, innermost, `Button`), and its depth in closures is n.
            guard let call = tree.parent(c) else { return XCTFail("closure \(n) has no parent") }
            XCTAssertEqual(tree.kind(call), .functionCallExpr)
            XCTAssertEqual(names.callee(call), n == depth ? "Button" : "VStack")
            var outer = 0
            var a = tree.ancestor(c, in: [.closureExpr])
            while let k = a { outer += 1; a = tree.ancestor(k, in: [.closureExpr]) }
            XCTAssertEqual(outer, n)
        }
    }

    /// Unbalanced and stray tokens recover locally: the declaration after them still parses.
    func testRecoveryKeepsTheRestOfTheFile() {
        for junk in ["let x = (", "}", ")))", "case", "@", "#if", "#endif", ": :", "let = =", "\\", "[1: ", "{ [ in"] {
            let file = parse(junk + "\nstruct After: View { var body: some View { Text(\"a\") } }\n")
            let tree = file.syntaxTree
            XCTAssertNil(tree.invariantViolation(tokenCount: file.tokens.count), junk)
            let names = SyntaxNames(file: file, tree: tree)
            let structs = (0..<tree.count).filter { tree.kind($0) == .structDecl }
            XCTAssertEqual(structs.map { names.declaredName($0) }, ["After"], junk)
        }
    }

    /// Deferred blocks whose brackets the parser closes otherwise than the lexer pairs them (a `)` that closes a
    /// `(` and, for the lexer, the `{` left open inside it) stay inside their block (found by the fuzz target:
    /// a child ran past its parent to the end of the file).
    func testDeferredBlockWithCrossedBrackets() {
        for source in ["{{{{({{{}{{((\"\"{{{{{{{({\"\")}u", String(repeating: "{ (", count: 40) + "{ \"\") } x",
                       String(repeating: "{", count: 40) + "( { ) } ] } y"] {
            let file = parse(source)
            XCTAssertNil(file.syntaxTree.invariantViolation(tokenCount: file.tokens.count), source)
        }
    }

    /// Rules on unclosed blocks (found by the fuzz target: an `if` body without its `}` inside a hinge callback
    /// trapped on an inverted range): linted, the `if` body runs to the end of the file.
    func testRulesOnUnclosedBlocks() {
        let linter = Linter(jobs: 1)
        let source = "let v = Text(\"a\")\n.onHingeChange { _, c in if c.hinge?.status == .partiallyOpen { tilt = 1"
        let result = linter.lint(SourceFile(path: "T.swift", bytes: Array(source.utf8)))
        XCTAssertEqual(result.findings.map { "\($0.ruleID) \($0.range.start.line):\($0.range.start.utf8Column)" },
                       ["hinge_effect_not_reset 2:65"])
        let unclosedCase = linter.lint(SourceFile(path: "S.swift", bytes: Array("switch bounds.width { case\n".utf8)))
        XCTAssertEqual(unclosedCase.findings.count, 0)
    }

    /// A regex literal as the file's first token (found by the fuzz target: the parser read the token before
    /// index 0) is one `regexLiteralExpr`, and what follows still parses.
    func testRegexLiteralAtTheStartOfTheFile() {
        for source in ["/a/\nlet x = 1\n", "#/a/#\nlet x = 1\n", "/-Info.plist/\nlet x = 1\n"] {
            let file = parse(source)
            let tree = file.syntaxTree
            XCTAssertNil(tree.invariantViolation(tokenCount: file.tokens.count), source)
            XCTAssertEqual(tree.kinds.filter { $0 == .regexLiteralExpr }.count, 1, source)
            XCTAssertEqual(tree.kinds.filter { $0 == .variableDecl }.count, 1, source)
        }
    }

    /// `node(containingToken:)` gives the innermost node; `node(startingAt:kind:)` the outermost of a kind.
    func testTokenLookups() {
        let file = parse("let a = b.c(d)\n")
        let tree = file.syntaxTree
        // Tokens: let a = b . c ( d ) EOF
        XCTAssertEqual(tree.kind(tree.node(containingToken: 3)), .declReferenceExpr)  // b
        XCTAssertEqual(tree.kind(tree.node(containingToken: 4)), .memberAccessExpr)  // .
        XCTAssertEqual(tree.kind(tree.node(containingToken: 6)), .functionCallExpr)  // (
        XCTAssertEqual(tree.kind(tree.node(containingToken: 7)), .declReferenceExpr)  // d
        XCTAssertEqual(tree.kind(tree.node(containingToken: 0)), .variableDecl)  // let
        XCTAssertEqual(tree.node(containingToken: 9), 0)  // end of file: the root
        let call = tree.node(startingAt: 3, kind: .functionCallExpr)
        XCTAssertNotNil(call)
        XCTAssertEqual(call.map { tree.tokens($0) }, 3..<9)
        XCTAssertEqual(call.map { SyntaxNames(file: file, tree: tree).callee($0) }, ".c")
        XCTAssertNil(tree.node(startingAt: 4, kind: .functionCallExpr))
    }

    /// An empty file is a root with no tokens.
    func testEmptyFile() {
        let file = parse("")
        XCTAssertEqual(file.syntaxTree.count, 1)
        XCTAssertEqual(file.syntaxTree.kind(0), .sourceFile)
        XCTAssertNil(file.syntaxTree.invariantViolation(tokenCount: file.tokens.count))
        XCTAssertEqual(SyntaxOutline.dump(file, file.syntaxTree), "")
    }

    /// Every Swift file of the repository (and, with `DUOLINT_TREE_CORPUS=DIR`, every one under DIR) parses
    /// into a tree that keeps the invariants.
    func testInvariantsOnEveryRepositoryFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var folders = ["Sources", "Tests", "Samples", "Fuzz", "Plugins"].map { root.appendingPathComponent($0).path }
        if let extra = ProcessInfo.processInfo.environment["DUOLINT_TREE_CORPUS"] { folders.append(extra) }
        var checked = 0
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = folder + "/" + relative
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                let file = SwiftFile(SourceFile(path: path, bytes: Array(data)))
                XCTAssertNil(file.syntaxTree.invariantViolation(tokenCount: file.tokens.count), path)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
