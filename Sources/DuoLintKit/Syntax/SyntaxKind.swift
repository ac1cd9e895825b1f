/// The kind of a syntax-tree node, named as SwiftSyntax's `SyntaxKind` names the node it stands for, so
/// `duolint syntax` output diffs cleanly against the toolchain's `swift-outline`.
///
/// duolint's tree keeps fewer nodes than SwiftSyntax's: no node for a list (a `codeBlockItemList`, a
/// `labeledExprList`), for a single token, or for a part that is only a token and a child (a
/// `typeAnnotation`, an `initializerClause`); types are one node per type construct. Every kind here is also
/// a SwiftSyntax kind of the same name except `unexpected`, a run of tokens the parser could not place (it
/// stands for SwiftSyntax's `unexpectedNodes`).
public enum SyntaxKind: UInt8, Sendable, CaseIterable {
    case sourceFile, unexpected
    // Declarations.
    case importDecl, structDecl, classDecl, enumDecl, actorDecl, protocolDecl, extensionDecl
    case functionDecl, initializerDecl, deinitializerDecl, subscriptDecl, variableDecl, enumCaseDecl
    case typeAliasDecl, associatedTypeDecl, macroDecl, operatorDecl, precedenceGroupDecl
    case ifConfigDecl, ifConfigClause, macroExpansionDecl, accessorDecl, poundSourceLocation, missingDecl
    // Parts of declarations.
    case attribute, declModifier, inheritedType, genericParameterClause, genericParameter, genericWhereClause
    case genericArgumentClause, memberBlock, codeBlock, accessorBlock, patternBinding, enumCaseElement
    case functionParameter, enumCaseParameter, closureSignature, closureParameter, closureCaptureClause
    case closureShorthandParameter, labeledExpr, switchCase, switchCaseLabel, switchDefaultLabel, catchClause
    case conditionElement, availabilityCondition, optionalBindingCondition, matchingPatternCondition
    case whereClause, arrayElement, dictionaryElement, expressionSegment
    // Statements.
    case guardStmt, returnStmt, throwStmt, breakStmt, continueStmt, fallThroughStmt, forStmt, whileStmt
    case repeatStmt, doStmt, deferStmt, labeledStmt, discardStmt, yieldStmt, expressionStmt
    // Expressions.
    case functionCallExpr, memberAccessExpr, declReferenceExpr, closureExpr, stringLiteralExpr
    case integerLiteralExpr, floatLiteralExpr, booleanLiteralExpr, nilLiteralExpr, regexLiteralExpr, simpleStringLiteralExpr
    case arrayExpr, dictionaryExpr, tupleExpr, tryExpr, awaitExpr, keyPathExpr, macroExpansionExpr
    case ifExpr, switchExpr, sequenceExpr, binaryOperatorExpr, assignmentExpr, unresolvedTernaryExpr
    case unresolvedAsExpr, unresolvedIsExpr, prefixOperatorExpr, postfixOperatorExpr, inOutExpr
    case optionalChainingExpr, forceUnwrapExpr, subscriptCallExpr, superExpr, discardAssignmentExpr
    case genericSpecializationExpr, typeExpr, patternExpr, postfixIfConfigExpr, consumeExpr, copyExpr
    case editorPlaceholderExpr, arrowExpr, packExpansionExpr, packElementExpr, unresolvedPatternExpr
    case missingExpr
    // Patterns.
    case identifierPattern, tuplePattern, valueBindingPattern, expressionPattern, wildcardPattern
    case isTypePattern
    // Types.
    case identifierType, memberType, arrayType, dictionaryType, optionalType, implicitlyUnwrappedOptionalType
    case functionType, tupleType, attributedType, someOrAnyType, compositionType, metatypeType
    case packExpansionType, suppressedType, classRestrictionType, missingType

    /// SwiftSyntax's name for the kind (`functionCallExpr`); `unexpected` for the recovery node.
    public var name: String { SyntaxKind.names[Int(rawValue)] }

    private static let names: [String] = SyntaxKind.allCases.map { "\($0)" }

    /// True for the declaration kinds (SwiftSyntax's `DeclSyntax`).
    public var isDeclaration: Bool {
        (SyntaxKind.importDecl.rawValue...SyntaxKind.missingDecl.rawValue).contains(rawValue) && self != .ifConfigClause
    }

    /// True for the expression kinds (SwiftSyntax's `ExprSyntax`).
    public var isExpression: Bool {
        self == .ifExpr || self == .switchExpr
            || (SyntaxKind.functionCallExpr.rawValue...SyntaxKind.missingExpr.rawValue).contains(rawValue)
    }

    /// True for the type kinds (SwiftSyntax's `TypeSyntax`).
    public var isType: Bool { rawValue >= SyntaxKind.identifierType.rawValue }

    /// The kind named `name` (as `name` gives it), or nil.
    public init?(name: String) {
        guard let i = SyntaxKind.names.firstIndex(of: name) else { return nil }
        self.init(rawValue: UInt8(i))
    }
}
