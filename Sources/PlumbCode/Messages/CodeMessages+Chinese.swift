import PlumbDiagnostics

/// The code reader's messages in 简体中文, as Chinese iOS developers write
/// them (约束, 锚点, 优先级, 父视图, 布局指南), case for case beside
/// `EnglishCodeMessages`. Code, API and file names stay as written (quoted
/// or plain): a reader searches for them.
struct ChineseCodeMessages: CodeWords {
    private func didYouMean(_ nearest: String?) -> String? { nearest.map { "是不是想写 '\($0)'？" } }

    func value(_ kind: CodeValueKind) -> String {
        switch kind {
        case .view: return "视图"
        case .guide: return "布局指南"
        case .anchor: return "锚点"
        case .dimension: return "尺寸锚点"
        case .constraint: return "约束"
        case .number: return "数字"
        case .string: return "字符串"
        case .boolean: return "布尔值"
        case .nothing: return "nil"
        case .enumCase(let c): return "'.\(c)'"
        case .color: return "颜色"
        case .font: return "字体"
        case .priority: return "优先级"
        case .array: return "数组"
        case .dictionary: return "字典"
        case .size: return "尺寸"
        case .point: return "点"
        case .rect: return "矩形"
        case .insets: return "边距（insets）"
        case .image: return "图片"
        case .buttonConfiguration: return "按钮配置"
        case .type(let t): return "类型 '\(t)'"
        case .closure: return "闭包"
        case .viewController: return "视图控制器"
        case .snapDSL: return "SnapKit 的 DSL"
        case .snapAttributes: return "SnapKit 属性"
        case .snapConstraint: return "SnapKit 约束"
        case .sizeClass: return "Size Class"
        case .unknown: return "未知的值"
        }
    }

    func token(_ t: ShownToken) -> String {
        switch t {
        case .quoted(let s): return "'\(s)'"
        case .string: return "一个字符串"
        case .end: return "代码末尾"
        }
    }

    func place(_ p: SymbolPlace) -> String {
        switch p {
        case .openBlock: return "来开始代码块"
        case .closeBlock: return "来结束代码块"
        case .openParameters: return "来开始参数列表"
        case .closeParameters: return "来结束参数列表"
        case .openSwitch: return "来开始 switch"
        case .afterCase: return "跟在 case 后面"
        case .closeSwitch: return "来结束 switch"
        case .conditionalExpression: return "在条件表达式里"
        case .openArguments: return "来开始参数"
        case .closeArguments: return "来结束参数"
        case .closeParenthesis: return "来闭合括号"
        case .closeEmptyDictionary: return "来结束空字典"
        case .closeList: return "来结束列表"
        case .openClosure: return "来开始闭包"
        case .closeClosure: return "来结束闭包"
        case .afterIf: return "跟在 'if' 后面"
        case .closeCondition: return "来结束条件"
        case .afterFor: return "跟在 'for' 后面"
        case .closeLoop: return "来结束循环"
        case .closeArrayLiteral: return "来结束数组字面量"
        case .betweenKeyAndValue: return "在键和值之间"
        case .closeDictionaryLiteral: return "来结束字典字面量"
        case .closeBoxedExpression: return "来结束装箱表达式"
        case .closeBlockParameters: return "来结束 block 的参数"
        case .closeMessage: return "来结束消息"
        }
    }

    func name(_ p: NamePlace) -> String {
        switch p {
        case .type: return "类型"
        case .declaredName: return "'let' 或 'var' 后面的名字"
        case .parameterName: return "参数名"
        case .functionName: return "函数名"
        case .typeName: return "类型名"
        case .loopVariable: return "循环变量"
        case .memberName: return "'.' 后面的成员名"
        case .className: return "类名"
        case .superclass: return "父类"
        case .methodName: return "方法名"
        case .variableName: return "变量名"
        case .propertyName: return "'.' 后面的属性名"
        case .selectorPart: return "selector 的一段"
        }
    }

    func expected(_ v: ExpectedValue) -> String {
        switch v {
        case .string: return "字符串"
        case .font: return "字体，比如 .systemFont(ofSize: 17)"
        case .wholeLines: return "整数行数"
        case .color: return "颜色"
        case .boolean: return "true 或 false"
        case .rect: return "CGRect"
        case .point: return "CGPoint"
        case .edgeInsets: return "UIEdgeInsets"
        case .directionalInsets: return "NSDirectionalEdgeInsets"
        case .image: return "图片"
        case .contentMode: return "内容模式，比如 .scaleAspectFit"
        case .axis: return "'.horizontal' 或 '.vertical'"
        case .number: return "数字"
        case .buttonConfiguration: return "按钮配置，比如 .filled()"
        case .priority: return "UILayoutPriority"
        case .layoutGuide: return "UILayoutGuide"
        case .view: return "视图"
        case .viewOrGuide: return "视图或布局指南"
        case .anchor: return "锚点"
        case .constraints: return "约束"
        case .constraintArray: return "约束数组"
        case .numberDictionary: return "值为数字的字典"
        case .viewDictionary: return "值为视图的字典"
        case .formatOptions: return "格式选项，比如 .alignAllCenterY"
        case .snapOffset: return "数字、CGSize、CGPoint 或 UIEdgeInsets"
        case .title: return "标题"
        case .prioritySuchAs: return "优先级，比如 UILayoutPriority(rawValue: 251) 或 .defaultHigh"
        case .sizeClass: return "Size Class，比如 '.compact'"
        }
    }

    func words(for finding: CodeSyntaxFinding) -> DiagnosticWords {
        let smaller = "把它拆成几条更短的语句"
        switch finding {
        case .unexpectedCharacter(let c): return DiagnosticWords("意外的字符 '\(c)'")
        case .unterminatedString: return DiagnosticWords("字符串没有结束：补上右引号 '\"'")
        case .unsupportedEscape(let escape):
            return DiagnosticWords("图画不出转义 '\(escape)'：它是标签不显示的控制字符，或者不是 'Swift' 认识的转义",
                                   suggestion: "直接写出这个字符，或者用 '\\n'、'\\t'、'\\\"'、'\\\\'、'\\u{00E9}' 之一")
        case .unterminatedComment: return DiagnosticWords("注释没有结束：补上 '*/'")
        case .nestedTooDeep(let limit):
            return DiagnosticWords("这里的表达式和代码块嵌套超过 \(limit) 层；Plumb 读的是布局代码，不是这种代码", suggestion: smaller)
        case .chainTooLong(let limit):
            return DiagnosticWords("这个表达式串联了超过 \(limit) 个成员或运算符；Plumb 读的是布局代码，不是这种代码", suggestion: smaller)
        case .expectedSymbol(let symbol, let p, let found):
            return DiagnosticWords("这里应该有 '\(symbol)' \(place(p))，却是 \(token(found))")
        case .missingComma(let line, let found):
            return DiagnosticWords("列表的元素之间应该有 ','，却是 \(token(found))", suggestion: "在第 \(line) 行末尾加上 ','")
        case .expectedName(let p, let found): return DiagnosticWords("这里应该是\(name(p))，却是 \(token(found))")
        case .expectedExpression(let found): return DiagnosticWords("这里应该是一个表达式，却是 \(token(found))")
        case .expectedStatementEnd(let found):
            return DiagnosticWords("语句应该在这里结束，却是 \(token(found))", suggestion: "新语句另起一行，或用 ';' 分隔语句")
        case .expectedCaseOrDefault(let found): return DiagnosticWords("这里应该是 'case' 或 'default'，却是 \(token(found))")
        case .expectedLoopIn: return DiagnosticWords("循环变量后面应该是 'in'")
        case .unmatchedBrace: return DiagnosticWords("多余的 '}'：没有与之配对的 '{'")
        case .mixedDictionary: return DiagnosticWords("字典字面量里混用了 'key: value' 键值对和单独的值")
        case .unevenEquals:
            return DiagnosticWords("'=' 两边的空白必须一致：虽然意思很清楚，swiftc 仍会拒绝这一行", suggestion: "写成 ' = '，两边各留一个空格")
        case .statementInClassBody:
            return DiagnosticWords("图忽略了这条语句：类的主体里只能放属性和方法", suggestion: "把它移到 viewDidLoad() 里")
        case .guardNotRead:
            return DiagnosticWords("Plumb 读的 Swift 子集不包括 'guard'", suggestion: "不用它来写布局代码；子集见 docs/code-blocks.md")
        case .ifLetNotRead:
            return DiagnosticWords("Plumb 读的 Swift 子集不包括 'if let'", suggestion: "图需要能确定的值；见 docs/code-blocks.md")
        case .subscriptNotRead: return DiagnosticWords("Plumb 读的 Swift 子集不包括下标", suggestion: "用一个单独的变量来引用这个视图")
        case .tupleNotRead: return DiagnosticWords("Plumb 读的 Swift 子集不包括元组")
        case .directiveNotRead(let name): return DiagnosticWords("Plumb 读的 Swift 子集不包括 '#\(name)'")
        case .expectedMethod(let found): return DiagnosticWords("这里应该是一个方法（'- (void)name { … }'），却是 \(token(found))")
        case .expectedSemicolon(let found):
            return DiagnosticWords("语句末尾应该是 ';'，却是 \(token(found))", suggestion: "用 ';' 结束这条语句")
        case .objCForInOnly: return DiagnosticWords("图只运行 'for (Type *x in collection)' 这种循环")
        case .atKeywordNotRead(let name): return DiagnosticWords("Plumb 读的 Objective-C 子集不包括 '@\(name)'")
        case .expectedSelector: return DiagnosticWords("接收者后面应该是 selector")
        case .optionNotKeyValue(let word, let nearest, let options):
            return DiagnosticWords("选项应该写成 'key=value'，却是 '\(word)'",
                                   suggestion: nearest.map { "是不是想写 '\($0)=…'？" } ?? "可用的选项有 " + options.joined(separator: "、"))
        case .unknownOption(let key, let nearest, let options):
            return DiagnosticWords("未知的选项 '\(key)'", suggestion: didYouMean(nearest) ?? "可用的选项有 " + options.joined(separator: "、"))
        case .unclosedOptionQuote:
            return DiagnosticWords("这个选项的 '\"' 没有闭合", suggestion: "用 '\"' 结束取值：'variants=\"Before, After: expand()\"'")
        case .variantNameEmpty:
            return DiagnosticWords("变体需要一个名字", suggestion: "每个变体写成 'NAME: method()'，用逗号分隔")
        case .variantCallExpected(let found):
            return DiagnosticWords("变体的 ':' 后面应该是一个调用（比如 'expand()'）或 'contentSize=AX3'，却是 '\(found)'",
                                   suggestion: "写视图控制器的方法名或代码片段里的函数名，带上 '()'")
        case .variantNeedsCall(let name):
            return DiagnosticWords("变体 '\(name)' 没有调用任何方法：只有第一个名字可以单独出现，用来命名原样运行的代码",
                                   suggestion: "写成 '\(name): method()'")
        case .variantNamedTwice(let name):
            return DiagnosticWords("变体名 '\(name)' 用了两次", suggestion: "每个标签页用各自的名字")
        case .tooManyVariants(let limit):
            return DiagnosticWords("一个图最多有 \(limit) 个变体", suggestion: "拆成两个图")
        case .variantsCallNothing:
            return DiagnosticWords("'variants' 里没有带调用的变体，图没有别的标签页",
                                   suggestion: "加一个：'variants=\"Before, After: expand()\"'")
        case .variantFunctionNotFound(let name, let nearest):
            return DiagnosticWords("变体调用了 '\(name)()'，但代码里没有这个名字的方法或函数",
                                   suggestion: didYouMean(nearest) ?? "在视图控制器或代码片段里定义 'func \(name)()'")
        case .optionTwice(let key, let firstColumn):
            return DiagnosticWords("选项 '\(key)' 写了两次（第一次在第 \(firstColumn) 列）；这一次不会被读取", suggestion: "只保留一个 '\(key)='")
        case .optionEmpty(let key, let example):
            return DiagnosticWords("选项 '\(key)=' 没有值", suggestion: "写上值，例如 '\(example)'，或者去掉这个选项")
        }
    }

    func ignored(_ s: IgnoredStatement) -> String {
        switch s {
        case .code(let code): return "'\(code)'"
        case .visualFormatMember(let name): return "VFL 这一行生成的约束的 '\(name)'"
        case .visualFormatSetting(let name): return "给 VFL 这一行生成的约束设置 '\(name)'"
        case .member(let name, let kind): return "\(value(kind))的 '\(name)'"
        case .setting(let name, let kind): return "给\(value(kind))设置 '\(name)'"
        case .call(let name, let kind): return "对\(value(kind))调用 '\(name)(...)'"
        case .traitChangeTargetAction: return "带 target 和 action 的 'registerForTraitChanges'（图只运行闭包形式的处理方法）"
        case .replacingRootView: return "替换视图控制器的 'view'"
        case .controllerMember(let name): return "视图控制器的 '\(name)'"
        case .instance(let className): return "'\(className)' 的实例"
        }
    }

    func words(for finding: CodeProgramFinding) -> DiagnosticWords {
        switch finding {
        case .statementBudget(let limit):
            return DiagnosticWords("这段代码运行了超过 \(limit) 条语句；图从这里起不再往下读",
                                   suggestion: "布局代码的每条语句最多运行几次：检查一下是不是有方法在互相调用")
        case .readingBudget(let seconds):
            return DiagnosticWords("读这段代码用完了整块的时间预算（\(NumberText.exact(seconds)) 秒）；图从这里起不再往下读",
                                   suggestion: "检查循环或互相调用的方法；或者在 'plumb.json' 里调高 'blockBudgetSeconds'")
        case .ignored(let what):
            return DiagnosticWords("图忽略了这条语句：\(ignored(what)) 不是 Plumb 会运行的布局代码",
                                   suggestion: "Plumb 能理解的语句见 docs/code-blocks.md")
        case .statementOutsideController:
            return DiagnosticWords("图忽略了这条语句：布局由代码里的视图控制器完成，而这条语句在它之外", suggestion: "把它移到 viewDidLoad() 里")
        case .functionIgnored(let name):
            return DiagnosticWords("图忽略了函数 '\(name)'：只有类自己的方法会在代码调用时运行",
                                   suggestion: "把它定义成视图控制器的方法，或者把它的语句直接写在运行的地方")
        case .alreadyDeclared(let name): return DiagnosticWords("'\(name)' 在这个作用域里已经声明过了", suggestion: "给这个换个名字")
        case .shadows(let name):
            return DiagnosticWords("'\(name)' 遮蔽了外层作用域里的同名变量：图用变量名来命名视图，这一个只能靠编号区分",
                                   suggestion: "给它起一个自己的名字")
        case .unknownName(let name, let nearest): return DiagnosticWords("未知的名字 '\(name)'", suggestion: didYouMean(nearest))
        case .undeclaredName(let name): return DiagnosticWords("未知的名字 '\(name)'", suggestion: "先用 'let \(name) = ...' 声明它")
        case .assumedPlainView(let name):
            return DiagnosticWords("这段代码没有声明 '\(name)'：图假定它是一个添加到根视图上的普通 UIView，"
                                   + "用约束布局（translatesAutoresizingMaskIntoConstraints = false）",
                                   suggestion: "如果它是别的视图，就声明它，比如 'let \(name) = UIView()'")
        case .forLoopNeedsArray: return DiagnosticWords("图运行的 'for' 循环只能遍历数组字面量或数组")
        case .neverActivated:
            return DiagnosticWords("这条约束创建了却从未激活，所以 UIKit 会忽略它",
                                   suggestion: "激活它：加上 '.isActive = true'，或者放进 NSLayoutConstraint.activate([...])")
        case .traitHandlerRunOnce:
            return DiagnosticWords("每当注册的 trait 变化时 UIKit 都会调用这个处理方法；图只在第一轮布局之后、按每个断点的 Size Class 运行它一次",
                                   suggestion: "在真实的 App 里，这里添加视图或约束的代码每次变化都会再添加一次")
        case .plainSubviewOfStack(let name):
            return DiagnosticWords("'\(name)' 是作为普通子视图加到 UIStackView 上的，而不是 arranged 子视图：布局模型只保存 UIStackView 的 arranged 子视图",
                                   suggestion: "用 addArrangedSubview，或者把它加到别的视图上")
        case .nestedTooDeep(let name, let limit): return DiagnosticWords("'\(name)' 的嵌套会超过 \(limit) 层")
        case .twoViewsNamed(let name): return DiagnosticWords("有两个视图都叫 '\(name)'")
        case .notInHierarchy(let name):
            return DiagnosticWords("'\(name)' 从未被添加到视图层级中：激活这条约束时 UIKit 会抛出异常（这些视图没有共同的祖先视图）",
                                   suggestion: "先添加它，比如 'view.addSubview(\(name))'")
        }
    }

    func side(_ s: RelatedSide) -> String {
        switch s {
        case .anchor(let name): return "'\(name)Anchor'"
        case .distance: return "距离锚点"
        }
    }

    func words(for finding: CodeConstraintFinding) -> DiagnosticWords {
        switch finding {
        case .offsetAnchorsAxes: return DiagnosticWords("anchorWithOffset(to:) 只能关联同一个轴上的两个锚点")
        case .anchorHasNoMethod(let name, let nearest):
            return DiagnosticWords("锚点没有方法 '\(name)'", suggestion: didYouMean(nearest) ?? "锚点用 constraint(equalTo:constant:) 创建约束")
        case .distanceHasNoMethod(let name, let nearest):
            return DiagnosticWords("anchorWithOffset(to:) 得到的尺寸锚点没有方法 '\(name)'",
                                   suggestion: didYouMean(nearest) ?? "用 constraint(equalTo:multiplier:constant:) 或 constraint(equalToConstant:) 创建约束")
        case .constantArgumentOnPosition(let label):
            return DiagnosticWords("'\(label):' 只属于宽度或高度锚点", suggestion: "位置锚点要关联到另一个锚点：constraint(equalTo:constant:)")
        case .argumentAxis(let label, let horizontal):
            return DiagnosticWords("'\(label):' 关联的是\(horizontal ? "水平方向（x 轴）" : "竖直方向（y 轴）")的锚点")
        case .unknownArgument(let label, let nearest): return DiagnosticWords("未知的参数 '\(label):'", suggestion: didYouMean(nearest))
        case .multiplierOnPosition:
            return DiagnosticWords("只有宽度或高度锚点才能带 multiplier",
                                   suggestion: "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) 对任何属性都可以带 multiplier")
        case .differentAnchorKinds(let a, let b):
            return DiagnosticWords("无法把\(side(a))关联到\(side(b))：它们是不同种类的锚点",
                                   suggestion: "X 轴锚点只和 X 轴锚点、Y 轴锚点只和 Y 轴锚点建立关系；宽高可以和宽高、常量，或者一段距离建立关系，例如 'leadingAnchor.anchorWithOffset(to: centerXAnchor)'")
        case .directionalMix(let a, let b):
            return DiagnosticWords("UIKit 拒绝把 \(a) 关联到 \(b)：leading、trailing 不能和 left、right 混用",
                                   suggestion: "两边都用 leading/trailing，或者都用 left/right")
        case .constraintHasNoMember(let name, let nearest):
            return DiagnosticWords("约束没有图认识的成员 '\(name)'", suggestion: didYouMean(nearest))
        case .constraintHasNoMethod(let name): return DiagnosticWords("约束没有方法 '\(name)'")
        case .constraintHasNoProperty(let name, let nearest):
            return DiagnosticWords("约束没有图认识的属性 '\(name)'", suggestion: didYouMean(nearest))
        case .readOnlyProperty(let name):
            return DiagnosticWords("'\(name)' 是只读的：约束的锚点、关系和 multiplier 在创建时就定下了",
                                   suggestion: "停用这条约束，再激活一条 \(name) 符合要求的新约束（能改的只有 'constant'、'priority'、'identifier' 和 'isActive'）")
        case .priorityOutOfRange(let p): return DiagnosticWords("优先级的范围是 1 到 1000，这里是 \(NumberText.exact(p))")
        case .unknownPriority(let name, let nearest):
            return DiagnosticWords("不认识的优先级 '.\(name)'", suggestion: nearest.map { "是不是想写 '.\($0)'？" } ?? "写 1 到 1000 之间的数，或 '.required'、'.defaultHigh'、'.defaultLow'")
        case .priorityCrossesRequired:
            return DiagnosticWords("UIKit 会在这里抛出异常：约束激活之后，优先级不能从必需（required）改成可选（或者反过来）",
                                   suggestion: "在激活约束之前设置优先级")
        case .expectedAttribute: return DiagnosticWords("这里应该是 'attribute: .top'（一个 NSLayoutConstraint.Attribute）")
        case .unknownAttribute(let name, let nearest): return DiagnosticWords("未知的属性 '.\(name)'", suggestion: didYouMean(nearest))
        case .firstItemRequired: return DiagnosticWords("第一个 item 和它的 attribute 是必需的")
        case .expectedRelatedBy: return DiagnosticWords("这里应该是 'relatedBy: .equal'（或 .greaterThanOrEqual、.lessThanOrEqual）")
        case .secondItemNeedsAttribute: return DiagnosticWords("第二个 item 需要一个 attribute")
        case .positionNeedsSecondItem: return DiagnosticWords("UIKit 会在这里抛出异常：位置属性需要第二个 item")
        case .metricNotNumber(let key): return DiagnosticWords("metric '\(key)' 必须是数字")
        case .viewsEntryNotView(let key): return DiagnosticWords("'views:' 里的 '\(key)' 必须是视图")
        case .unknownFormatOption(let name, let nearest): return DiagnosticWords("未知的 VFL 选项 '.\(name)'", suggestion: didYouMean(nearest))
        }
    }

    func words(for finding: SnapKitFinding) -> DiagnosticWords {
        let stops = "SnapKit 会在这里让 App 崩溃："
        switch finding {
        case .snpHasNoMember(let name, let nearest): return DiagnosticWords("'snp' 没有成员 '\(name)'", suggestion: didYouMean(nearest))
        case .snpHasNoMethod(let name, let nearest): return DiagnosticWords("'snp' 没有方法 '\(name)'", suggestion: didYouMean(nearest))
        case .unknownAttribute(let name, let nearest): return DiagnosticWords("未知的 SnapKit 属性 '\(name)'", suggestion: didYouMean(nearest))
        case .unknownRelation(let name, let nearest): return DiagnosticWords("未知的 SnapKit 关系 '\(name)'", suggestion: didYouMean(nearest))
        case .relationUncalled(let name):
            return DiagnosticWords("不带 '()' 的 '\(name)' 只是对函数的引用，并没有调用它：它不会添加任何约束",
                                   suggestion: "写成 '\(name)(\(name.hasSuffix("Superview") ? "" : "…"))'")
        case .modifierUncalled(let name):
            return DiagnosticWords("不带 '()' 的 '\(name)' 只是对函数的引用，并没有调用它：它什么也不会改变", suggestion: "写成 '\(name)(…)'")
        case .constraintHasNoMember(let name, let nearest):
            return DiagnosticWords("SnapKit 约束没有成员 '\(name)'", suggestion: didYouMean(nearest))
        case .constraintHasNoMethod(let name, let nearest):
            return DiagnosticWords("SnapKit 约束没有方法 '\(name)'", suggestion: didYouMean(nearest))
        case .guideNotConstrained: return DiagnosticWords("图只为视图创建 SnapKit 约束，不为布局指南创建")
        case .expectedClosure(let name): return DiagnosticWords("这里应该是一个闭包：'\(name) { make in … }'")
        case .outsideMaker(let name): return DiagnosticWords("'\(name)' 应该写在 makeConstraints 里的 'make.…' 上")
        case .attributeFirst(let name): return DiagnosticWords("先写出属性：'make.top.\(name)(…)'")
        case .relationNeedsTarget(let name): return DiagnosticWords("'\(name)' 需要一个视图、属性或常量")
        case .cannotRelateTo(let kind): return DiagnosticWords("SnapKit 无法关联到\(value(kind))")
        case .needsValue(let name): return DiagnosticWords("'\(name)' 需要一个值")
        case .priorityOutOfRange: return DiagnosticWords("优先级的范围是 1 到 1000（或 .required、.high、.medium、.low）")
        case .updatesOffsetOnly: return DiagnosticWords("图只更新 SnapKit 约束的 offset 或 inset")
        case .guideHasNoMargins: return DiagnosticWords("布局指南没有布局边距")
        case .noSuperviewYet(let view):
            return DiagnosticWords("\(stops)'\(view)' 还没有父视图", suggestion: "先用 addSubview 添加它，再创建它的约束")
        case .noSuperviewToRelate(let view, let attribute): return DiagnosticWords("\(stops)'\(view)' 没有父视图可以关联 \(attribute)")
        case .cannotRelateAttributes(let a, let b): return DiagnosticWords("SnapKit 无法把 \(a) 关联到 \(b)")
        case .nothingToUpdate:
            return DiagnosticWords("\(stops)updateConstraints 找不到与此相同、可以更新的约束",
                                   suggestion: "先用 makeConstraints 创建它，或者改用 remakeConstraints")
        }
    }

    func words(for finding: CodeViewFinding) -> DiagnosticWords {
        switch finding {
        case .drawnAsPlainView(let className): return DiagnosticWords("图把 \(className) 画成普通视图")
        case .arrangedMustBeViews: return DiagnosticWords("arranged 子视图必须是视图")
        case .unknownInitializerArgument(let className, let label): return DiagnosticWords("图不认识 \(className) 初始化方法的参数 '\(label)'")
        case .initializerNeedsArguments(let className, let initializer):
            return DiagnosticWords("'\(className)' 的初始化方法都要带参数（'\(initializer)'），这里一个也没有传",
                                   suggestion: "把参数传进去，比如 '\(className)(\(initializer.dropFirst(5).dropLast()) …)'")
        case .madeWhileMade(let name):
            return DiagnosticWords("这个 '\(name)' 是在另一个 '\(name)' 还没创建完时创建的，而那一个又会创建这一个：在 App 里这会无限循环下去",
                                   suggestion: "在 \(name) 的存储属性和初始化方法之外创建里面的视图")
        case .intrinsicSizeConstantOnly: return DiagnosticWords("图只读取返回常量 CGSize 的 intrinsicContentSize")
        case .alignmentInsetsConstantOnly:
            return DiagnosticWords("图只读取返回常量 UIEdgeInsets 的 alignmentRectInsets",
                                   suggestion: "返回 UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30)，数字换成阴影自己的大小")
        case .scrollViewOnly(let name): return DiagnosticWords("'\(name)' 是 UIScrollView 的属性")
        case .frameUnknown:
            return DiagnosticWords("视图的 frame 要等布局完成后才知道；图只读取根视图的尺寸", suggestion: "改用约束来关联这些视图")
        case .structMemberNotAssignable(let view, let member):
            return DiagnosticWords("Objective-C 不能给 '\(view).\(member)' 赋值：属性返回的是结构体的副本，改它的成员改不到视图上（编译器报错）",
                                   suggestion: member.hasPrefix("contentOffset") ? "整个点一起赋值：\(view).contentOffset = CGPointMake(x, y);"
                                       : "整个矩形一起赋值，尺寸保持不变：\(view).bounds = CGRectMake(x, y, CGRectGetWidth(\(view).bounds), CGRectGetHeight(\(view).bounds));")
        case .intrinsicSizeNotInvalidated(let view, let property):
            return DiagnosticWords("第一次布局之后，UIKit 会一直用它为 '\(view)' 读到的固有内容尺寸：只改 '\(property)' 不会改变它，所以图画的是原来的尺寸",
                                   suggestion: "在这个属性的 didSet 里（Objective-C 是它的设置方法里）或改完之后调用 invalidateIntrinsicContentSize()")
        case .superviewNotFollowed: return DiagnosticWords("图不追踪 'superview'", suggestion: "直接用父视图的变量名")
        case .propertyNotReadBack(let name):
            return DiagnosticWords("图不会读回视图的 '\(name)'", suggestion: "把这个值单独存进一个常量")
        case .viewHasNoMember(let name, let nearest):
            return DiagnosticWords("视图没有图认识的成员 '\(name)'", suggestion: didYouMean(nearest) ?? "Plumb 能读的成员见 docs/code-blocks.md")
        case .viewHasNoProperty(let name, let nearest):
            return DiagnosticWords("视图没有图认识的属性 '\(name)'", suggestion: didYouMean(nearest) ?? "Plumb 能读的属性见 docs/code-blocks.md")
        case .viewHasNoMethod(let name, let nearest): return DiagnosticWords("视图没有方法 '\(name)'", suggestion: didYouMean(nearest))
        case .guideHasNoMember(let name, let nearest):
            return DiagnosticWords("布局指南没有图认识的成员 '\(name)'", suggestion: didYouMean(nearest))
        case .onlyClassHas(let className, let member, let nearest):
            return DiagnosticWords("只有 \(className) 才有 '\(member)'", suggestion: didYouMean(nearest))
        case .noImage(let name):
            return DiagnosticWords("页面旁边没有图片 \(name.map { "'\($0)'" } ?? "nil")（找的是 \(name ?? "NAME").png、@2x.png、@3x.png、.jpg）："
                                   + "图片视图按没有固有内容尺寸来画，和 UIKit 对待没有图片的 UIImageView 一样",
                                   suggestion: "把图片放到页面旁边，或者给图片视图加上宽度和高度约束")
        case .unusableImage(let file, let problem):
            let what: String
            switch problem {
            case .notAFile: what = "不是普通文件（而是文件夹、命名管道、套接字或设备），所以不会读取"
            case .notAPicture: what = "没有带尺寸的 PNG、GIF 或 JPG 文件头"
            case .unusableSize(let w, let h):
                what = "声称尺寸为 \(NumberText.exact(w)) × \(NumberText.exact(h)) 点，"
                    + (min(w, h) <= 0 ? "是一张空图片" : "超过了布局数值的上限 1,000,000")
            }
            return DiagnosticWords("页面旁边的图片 '\(file)' \(what)：图片视图按没有固有内容尺寸来画，和 UIKit 对待没有图片的 UIImageView 一样",
                                   suggestion: "把 '\(file)' 换成 PNG、GIF 或 JPG 图片，或者给图片视图加上宽度和高度约束")
        case .unknownDistribution(let kind, let nearest): return DiagnosticWords("未知的 distribution \(value(kind))", suggestion: didYouMean(nearest))
        case .unknownAlignment(let kind, let nearest): return DiagnosticWords("未知的 alignment \(value(kind))", suggestion: didYouMean(nearest))
        case .expectedForEachClosure: return DiagnosticWords("forEach 后面应该是一个闭包")
        case .needsView(let name): return DiagnosticWords("'\(name)' 需要一个视图")
        case .expectedAxisArgument: return DiagnosticWords("这里应该是 'for: .horizontal' 或 'for: .vertical'")
        case .titleIsString: return DiagnosticWords("标题必须是字符串")
        case .indexNotWhole: return DiagnosticWords("索引必须是从 0 开始的整数")
        case .removeArrangedSubview:
            return DiagnosticWords("removeArrangedSubview 之后，这个视图仍是 UIStackView 的普通子视图，而布局模型不保存这种子视图",
                                   suggestion: "改用 removeFromSuperview，它也会把视图从 UIStackView 中移除")
        }
    }

    func words(for finding: CodeExpressionFinding) -> DiagnosticWords {
        switch finding {
        case .expectedCode(let code): return DiagnosticWords("这里应该是 \(code)")
        case .expectedAnimations:
            return DiagnosticWords("这里应该是动画闭包", suggestion: "写成 'UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }'")
        case .expected(let what): return DiagnosticWords("这里应该是\(expected(what))")
        case .expectedFound(let what, let found): return DiagnosticWords("这里应该是\(expected(what))，却是\(value(found))")
        case .takes(let name, let what): return DiagnosticWords("'\(name)' 接受的是\(expected(what))")
        case .takesFound(let name, let what, let found): return DiagnosticWords("'\(name)' 接受的是\(expected(what))，这里却是\(value(found))")
        case .expectedArgument(let label): return DiagnosticWords("这里应该有参数\(label.map { " '\($0):'" } ?? "")")
        case .operatorCannotApply(let op, let kind): return DiagnosticWords("'\(op)' 不能用于\(value(kind))")
        case .operatorCannotCombine(let op, let a, let b): return DiagnosticWords("'\(op)' 不能把\(value(a))和\(value(b))放在一起运算")
        case .operatorNotEvaluated(let op): return DiagnosticWords("图不会计算 '\(op)'")
        case .divisionByZero: return DiagnosticWords("除以零")
        case .unusableNumber(let n): return DiagnosticWords("\(NumberText.exact(n)) 不是布局能用的数字")
        case .needsNumbers(let name): return DiagnosticWords("'\(name)' 需要数字")
        case .dictionaryKeysNotStrings: return DiagnosticWords("图只读键为字符串的字典")
        case .variableBindingsTakeNames: return DiagnosticWords("NSDictionaryOfVariableBindings 接受的是变量名")
        case .unknowableConditional: return DiagnosticWords("图无法知道这个 '?:' 取哪一边")
        case .unknowableIf:
            return DiagnosticWords("图无法知道这个 'if' 走哪个分支",
                                   suggestion: "Plumb 能判断 '#available'、Size Class（traitCollection.horizontalSizeClass）和基于常量的条件")
        case .methodUncalled(let name): return DiagnosticWords("不带 '()' 的 '\(name)' 只是方法名，并没有调用它", suggestion: "写成 '\(name)()'")
        case .horizontalSizeClassOnly:
            return DiagnosticWords("图只认识水平方向的 Size Class", suggestion: "判断 traitCollection.horizontalSizeClass")
        case .sizeClassComparison: return DiagnosticWords("图只把 Size Class 和 '.compact' 或 '.regular' 比较")
        case .unknownSizeClass(let name, let nearest): return DiagnosticWords("未知的 Size Class '.\(name)'", suggestion: didYouMean(nearest))
        case .typeHasNoMember(let type, let member, let nearest):
            return DiagnosticWords("'\(type)' 没有图认识的成员 '\(member)'", suggestion: didYouMean(nearest))
        case .cannotCall: return DiagnosticWords("图无法调用这个")
        case .callsTooDeep: return DiagnosticWords("这里方法互相调用超过 32 层")
        case .unknownInit: return DiagnosticWords("图无法判断这个 '.init(...)' 创建的是什么")
        case .unknownTextStyle(let styles):
            return DiagnosticWords("这里应该是一个文本样式，比如 '.body'", suggestion: "可用的文本样式有 " + styles.joined(separator: "、"))
        case .unknownFontWeight(let known, let nearest):
            return DiagnosticWords("这里应该是一个字重，可用的有 " + known.joined(separator: "、"), suggestion: didYouMean(nearest))
        case .unknownColor(let name, let nearest): return DiagnosticWords("未知的颜色 '\(name)'", suggestion: didYouMean(nearest))
        case .fontMetricsScaleUnknown(let category):
            return DiagnosticWords("'UIFontMetrics' 在 '\(category)' 下缩放字体的比例 UIKit 没有公开（并不等于文本样式字号的比例），图没法算出这个字号",
                                   suggestion: "用 'contentSize=large' 画这个图（这时字体不变），或者改用 'UIFont.preferredFont(forTextStyle:)'")
        case .notAssignable: return DiagnosticWords("这里不能赋值")
        case .allocInitOnly: return DiagnosticWords("图只读取发给 '[Class alloc]' 的 'init…'")
        }
    }
}
