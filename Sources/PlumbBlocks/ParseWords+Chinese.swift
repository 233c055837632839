import PlumbDiagnostics
import PlumbLayout

/// The parser's findings in 简体中文, beside `ParseWords+English.swift`
/// case for case. The author's text, keywords and API names stay as written
/// and quoted ('canvas', 'leading'): a reader types them back.
extension ChineseBlockMessages {
    func message(_ finding: ParseFinding) -> String {
        switch finding {
        case .line(let f): return words(f)
        case .header(let f): return words(f)
        case .number(let f): return words(f)
        case .constraint(let f): return words(f)
        case .property(let f): return words(f)
        case .variant(let f): return words(f)
        case .visualFormat(let f): return words(f)
        }
    }

    private func words(_ finding: LineFinding) -> String {
        switch finding {
        case .fullWidth(let typed, let meant):
            let what = typed.allSatisfy { $0 == "\u{3000}" } ? "全角空格" : "全角字符 '\(typed)'"
            let shown = meant.allSatisfy { $0 == " " } ? "半角空格" : " '\(meant)'"
            return "\(what)：是不是想写\(shown)？"
        case .tabIndent: return "缩进只能用空格，不能用 Tab"
        case .readingPastBudget: return "读到这一行时，这段布局已经超出了时间预算：它不会被画出来"
        case .malformedNumber: return "数字格式不对"
        case .letterAfterNumber(let c): return "数字后面不应该紧跟 '\(c)'"
        case .hashWithoutName: return "'#' 后面应该是一个标识符"
        case .unterminatedString: return "字符串没有结束：补上右边的 '\"'"
        case .strictInequality(let s): return "'\(s)' 不是约束关系：请写 '\(s)='（Auto Layout 没有严格不等式）"
        case .unexpectedCharacter(let c): return "不认识的字符 '\(c)'"
        case .unknownLine(let content): return "这里应该是视图声明、约束、属性或 VFL 行，实际是 '\(content)'"
        case .internalError(let error): return "内部错误：\(error)"
        case .tooDeep(let limit): return "这个视图会嵌套到第 \(limit + 1) 层；Plumb 最多画到根视图以下 \(limit) 层"
        case .nameMissing(let kind): return "'\(kind)' 后面应该有一个名字"
        case .invalidName(let name): return "'\(name)' 不是合法的名字：只能用字母、数字和 '_'，并以字母开头"
        case .reservedViewName(let name): return "'\(name)' 是保留字，不能用作视图名"
        case .alreadyDeclared(let name): return "'\(name)' 已经声明过了"
        case .guideContainsItems: return "布局参考线里不能再放视图或参考线"
        case .guideText: return "参考线没有文字"
        case .expectedKeyValue(let found): return "这里应该是 'key=value'，实际是 '\(found)'"
        case .missingGlyphs(let characters, let more):
            let named = characters.map { g in "'\(g.character)'（U+\(NumberText.hex(g.scalar, digits: 4))）" }
            return "Plumb 自带的字体里没有 \(named.joined(separator: "、"))\(more > 0 ? " 等另外 \(more) 个字符" : "")："
                + "测量时用的是占位宽度，浏览器却会用别的字体来画，文字可能放不进视图"
        case .declaredUnderWidth:
            return "在 'when width' 下声明视图，会让视图树在 Plumb 无法确定的宽度上改变：声明只能依赖 size class 和布局方向"
        case .whenColon: return "'when' 这一行的末尾应该有 ':'"
        case .unknownComparison(let op): return "不认识的比较符 '\(op)'：请用 <、<=、==、>= 或 >"
        case .unknownCondition(let text): return "不认识的条件 '\(text)'：应该是 compact、regular、rtl、ltr 或 'width OP N'"
        }
    }

    private func words(_ finding: HeaderFinding) -> String {
        switch finding {
        case .conditionalHeader(let word): return "'\(word)' 不能写在条件里"
        case .canvasArity: return "应该写成 'canvas WIDTHxHEIGHT'（例如 'canvas 375x120' 或 'canvas 375xauto'）"
        case .canvasSize(let found): return "'canvas' 后面应该是 'WIDTHxHEIGHT'，实际是 '\(found)'"
        case .canvasHeight(let found): return "画布高度应该是数字或 'auto'，实际是 '\(found)'"
        case .breakpointsEmpty: return "'breakpoints' 后面应该是宽度或设备名"
        case .breakpointNotPositive(let text): return "断点宽度必须大于 0，实际是 \(text)"
        case .unknownDevice(let name): return "不认识的设备 '\(name)'"
        case .unknownDirection(let text): return "不认识的布局方向 '\(text)'：应该是 'ltr' 或 'rtl'"
        case .directionEmpty: return "'direction' 后面应该是 'ltr'、'rtl' 或两者都写"
        case .metricSyntax: return "应该写成 'let NAME = NUMBER'"
        case .reservedMetric(let name): return "'\(name)' 是保留字，不能用作度量值的名字"
        case .metricDefinedTwice(let name): return "度量值 '\(name)' 已经定义过了"
        case .unknownExpectation(let found, let kinds):
            return "'expect' 后面只能是 \(kinds.map { "'\($0)'" }.joined(separator: "、")) 之一，实际是 '\(found)'"
        case .liveArity: return "应该写成 'live MIN...MAX' 或 'live off'"
        case .liveRange(let found): return "'live' 后面应该是 'MIN...MAX'，实际是 '\(found)'"
        case .liveOrder(let found): return "实时面板的范围必须从一个大于 0 的宽度到一个更大的宽度，实际是 \(found)"
        case .showIntrinsic(let found): return "'show' 后面应该是 'intrinsic' 或 'steps'，实际\(found.map { "是 '\($0)'" } ?? "什么都没有")"
        case .stepsTakesNothing(let found): return "'show steps' 展示整个块的求解步骤，后面不能再写东西；这里写了 '\(found)'"
        case .intrinsicOfNonView(let name): return "'\(name)' 不是视图：只有视图才有固有内容尺寸"
        case .tieSyntax: return "应该写成 'tie NAME gives way'"
        case .afterGivesWay(let word): return "'gives way' 后面不应该有 '\(word)'"
        case .secondTieLine: return "一段布局只画一种平局的结果；这段布局已经有一行 'tie' 了"
        case .tieOfNonView(let name): return "'\(name)' 不是视图：平局时只有视图的尺寸会让步"
        case .secondContentSize(let first): return "又一行 'contentSize'（第一行在第 \(first) 行）：一张图只按一种字号类别绘制"
        case .contentSizeSyntax: return "这里应该是 'contentSize 类别'（例如 'contentSize large' 或 'contentSize AX3'）"
        case .unknownContentSize(let name): return "不认识的动态字体字号类别 '\(name)'"
        }
    }

    private func words(_ finding: NumberFinding) -> String {
        switch finding {
        case .notFinite(let text): return "'\(text)' 不是有限的数"
        case .tooLarge(let text): return "\(text) 太大了：布局里的数字绝对值最多是 1,000,000"
        case .unknownMetric(let name): return "不认识的度量值 '\(name)'"
        case .expectedNumber(let found): return "这里应该是数字，实际是 '\(found)'"
        case .priorityOutOfRange(let p): return "优先级 \(p.compact) 超出范围：请用 1...1000，或 required、high、low、fitting"
        case .divisionByZero: return "除以零"
        case .dividedMultiplier(let divisor, let quotient):
            return "除以 \(divisor.compact) 得到的 multiplier 是 \(quotient.compact)，但 multiplier 的绝对值最多是 1,000,000"
        case .expected(let role, let found): return "这里应该是\(describe(role))，实际是\(shown(found))"
        }
    }

    private func words(_ finding: ConstraintFinding) -> String {
        switch finding {
        case .assignmentInConstraint: return "'=' 用来设置属性；约束的关系要写 '=='、'>=' 或 '<='"
        case .expectedRelation(let found): return "这里应该是 '=='、'>=' 或 '<='，实际是\(shown(found))"
        case .expectedEndOfConstraint(let found): return "约束到这里应该结束了，实际还有\(shown(found))"
        case .sizeOnlyForSize(let w, let h): return "尺寸（\(w.compact)x\(h.compact)）只能给 '.size'"
        case .shorthandToOther(let name): return "'\(name)' 代表好几个锚点；只能和另一个 '\(name)' 建立约束"
        case .shorthandToNothing(let name): return "'\(name)' 代表好几个锚点；要和另一个视图的 '\(name)' 建立约束"
        case .unknownPriority(let name, let known): return "不认识的优先级 '\(name)'：请用 1...1000，或 \(known.joined(separator: "、")) 之一"
        case .expectedPriorityOffset(let sign, let found): return "优先级里的 '\(sign)' 后面应该是数字，实际是\(shown(found))"
        case .expectedPriority(let found):
            return "'@' 后面应该是优先级（1...1000，或 required、high、low、fitting、defaultHigh 这样的名字），实际是\(shown(found))"
        case .nestedDistance: return "distance() 接受两个锚点，不能再套一个 distance()"
        case .expectedAnchor(let found): return "这里应该是锚点，例如 'title.leading'，实际是\(shown(found))"
        case .expectedNameAfterDot(let found): return "'.' 后面应该是名字，实际是\(shown(found))"
        case .expectedAnchorAfter(let head): return "'\(head)' 后面应该有锚点，例如 '\(head).leading'"
        case .superOnLeft: return "'super' 指被约束视图的父视图，所以只能写在右边"
        case .noSuperview(let name): return "'\(name)' 没有父视图"
        case .unknownView(let name): return "不认识的视图 '\(name)'"
        case .unknownGuide(let name): return "不认识的参考线 '\(name)'"
        case .guideOfGuide(let name): return "'\(name)' 是布局参考线，它自己没有参考线"
        case .scrollGuideOfNonScroll(let guide, let item): return "只有 UIScrollView 才有 '\(guide)' 参考线；'\(item)' 不是 UIScrollView"
        case .guideNotAnchor(let name): return "'\(name)' 是参考线，不是锚点"
        case .unknownAnchor(let name): return "不认识的锚点 '\(name)'"
        case .distanceTakesAnchors: return "distance() 接受两个锚点"
        case .distanceComma: return "distance() 的两个锚点之间应该有 ','"
        case .distanceClose: return "应该有 ')' 来结束 distance("
        case .distanceOfDimension(let anchor): return "distance() 量的是两条边或两个中心之间的距离；'\(anchor)' 是尺寸锚点"
        case .distanceAcrossAxes(let a, let aKind, let b, let bKind):
            return "distance() 的两个锚点必须在同一个轴上：'\(a)' 是\(describe(aKind))，'\(b)' 是\(describe(bKind))"
        case .constantBeforeAnchor: return "右边要先写锚点，再写常量"
        case .positionEqualsConstant(let kind, let edge, let constant):
            return "这个\(describe(kind))不能等于一个常量：UIKit 没有 '\(edge) == \(constant)'"
        case .kindsDiffer(let firstKind, let first, let secondKind, let second):
            return "不能把\(describe(firstKind)) '\(first)' 和\(describe(secondKind)) '\(second)' 关联起来"
        case .directionalMix(let a, let b):
            return "不能把 '\(a)' 和 '\(b)' 关联起来：leading 和 trailing 跟随布局方向，left 和 right 不跟随"
        case .shorthandsDiffer(let a, let b): return "不能把 '\(a)' 和 '\(b)' 关联起来"
        case .shorthandMultiplier(let name): return "只有尺寸之间才能用 multiplier；'\(name)' 是由位置组成的"
        case .edgesEqualOnly: return "'edges' 只能用 '=='（常量是四边各自向内的边距）"
        }
    }

    private func words(_ finding: PropertyFinding) -> String {
        switch finding {
        case .propertyLineSyntax(let found): return "应该写成 'NAME.property = value'，实际是 '\(found)'"
        case .unknownProperty(let key): return "不认识的属性 '\(key)'"
        case .safeOnNonRoot: return "'safe' 设置的是根视图的安全区域边距；其他视图的安全区域由根视图的推算出来"
        case .respectsMarginsOnNonRoot: return "'viewRespectsSystemMinimumLayoutMargins' 是视图控制器的设置，作用于它的根视图"
        case .appliesOnly(let key, let target, let item): return "'\(key)' 只能用于\(describe(target))；'\(item)' 不是"
        case .guideColour(let name): return "'\(name)' 是布局参考线，什么也不画：它的颜色画不出来"
        case .guideHidden(let name): return "'\(name)' 是布局参考线，本来就不会画出来：'hidden' 没有任何作用"
        case .rootHidden: return "根视图就是图的画布，总会画出来：给它设 'hidden' 画不出效果"
        case .badValue(let key, let expected, let found): return "'\(key)' 的值应该是\(describe(expected))，实际是 '\(found)'"
        case .unknownChoice(let kind, let text):
            // A Latin name is set off by spaces; a Chinese word is not.
            let d = describe(kind)
            return "不认识的\(d.first!.isASCII ? " " : "")\(d) '\(text)'"
        case .negativeIntrinsicSize: return "固有内容尺寸不能是负数"
        case .fontSizeNotPositive: return "字号必须大于 0"
        case .unknownTextStyle(let name): return "不认识的文字样式 '\(name)'"
        case .unknownColour(let text): return "不认识的颜色 '\(text)'：按默认填充色来画"
        }
    }

    private func words(_ finding: VariantFinding) -> String {
        switch finding {
        case .linesUnderBaseName(let name): return "这一行缩进在 'variant \"\(name)\"' 下面，但那一行只是给原来的布局起名字，下面不能有内容"
        case .variantChangesNothing(let name): return "变体 '\(name)' 什么也没改"
        case .tooManyVariants(let limit): return "一张图最多显示 \(limit) 个变体"
        case .variantNameQuotes: return "'variant' 后面应该是用引号括起来的变体名"
        case .variantNameEmpty: return "变体名就是它的标签页标题，不能为空"
        case .variantNamedTwice(let name): return "已经有一个叫 '\(name)' 的变体了"
        case .baseNamedTwice: return "原来的布局只能命名一次；这是第二行不带 ':' 的 'variant \"…\"'"
        case .afterVariantName(let text): return "变体名后面不应该有 '\(text)'"
        case .removalEmpty: return "'-' 后面应该是要删掉的那一行"
        case .variantDeclares: return "变体不能声明视图：每个变体画的都是同一组视图"
        case .variantShares(let word): return "变体沿用原布局的 '\(word)'：各个标签页要在相同的宽度下比较布局"
        case .variantRemovesShared(let variant, let line): return "变体 '\(variant)' 不能删掉 '\(line)'：每个变体都在相同的宽度下画同一组视图"
        case .variantRemovesUnknown(let variant, let line): return "变体 '\(variant)' 要删掉 '\(line)'，但原布局里没有这一行"
        }
    }

    private func words(_ finding: VisualFormatFinding) -> String {
        switch finding {
        case .noSuperview(let name): return "无法解释 '|'：'\(name)' 没有父视图"
        case .guide(let name): return "'\(name)' 是布局参考线；VFL 里只能写视图"
        case .undefinedMetric(let name): return "用到了度量值 '\(name)'，但没有给出它的值"
        case .spaceEqualToView: return "间距不能等于某个视图的宽度或高度"
        case .nonASCII: return "格式字符串里有非 ASCII 字符"
        case .baselineSpacingHorizontal: return "水平方向的 VFL 不能用 baselineToBaseline 选项"
        case .alignmentAlongAxis(let anchor): return "这行 VFL 沿 '\(anchor)' 所在的轴排列，不能再按 '\(anchor)' 对齐"
        case .expectedOption(let found): return "这里应该是 'align=…'、'direction=…' 或 'spacing=baselineToBaseline' 选项，实际是 '\(found)'"
        case .unknownAlignment(let name): return "不认识的对齐方式 '\(name)'"
        case .unknownFlow(let value): return "不认识的方向 '\(value)'"
        case .unknownSpacingOption(let value): return "不认识的间距选项 '\(value)'：只有 baselineToBaseline 一种"
        case .unknownOption(let key): return "不认识的选项 '\(key)'"
        case .formatEmpty: return "格式字符串是空的"
        case .expectedFormatEnd: return "格式字符串到这里应该结束了"
        case .expectedView: return "这里应该是一个视图"
        case .expectedViewOrEdge: return "'-' 后面应该是视图或 '|'"
        case .expectedViewName: return "'[' 后面应该是视图名"
        case .expectedCloseBracket: return "应该有 ']' 来结束这个视图"
        case .negativeGap: return "负数要用括号括起来，例如 -(-5)-"
        case .expectedDash: return "这里应该是 '-'"
        case .expectedPredicateSeparator: return "谓词列表里应该是 ',' 或 ')'"
        case .unknownRelation: return "不认识的关系：只能是 ==、>= 或 <="
        case .expectedNumberOrMetric: return "这里应该是数字或度量值的名字"
        case .internalError(let error): return "读取 VFL 时出现内部错误：\(error)"
        }
    }

    func hint(_ hint: ParseHint) -> String {
        switch hint {
        case .didYouMean(let word): return "是不是想写 '\(word)'？"
        case .didYouMeanKey(let key): return "是不是想写 '\(key)'？（后面跟 '=value'）"
        case .halfWidthPunctuation: return "写布局行时把输入法切换到半角（英文）标点"
        case .splitOrRaiseBudget: return "把它拆成几段更小的布局，或在 plumb.json 里调高 'blockBudgetSeconds'（'plumb solve --budget SECONDS'）"
        case .replaceTab: return "把 Tab 换成空格"
        case .moveOutOfWhen: return "把它移到 'when' 块外面"
        case .outdentNested: return "减少它（以及它里面的视图）的缩进，放进更浅一层的容器里"
        case .oneContentSize: return "只保留一行；要换类别的变体，先移除这段布局的那一行（'- contentSize …'）"
        case .contentSizesAre(let names): return "可用的类别有 " + names.map { "'\($0)'" }.joined(separator: "、")
        case .fontIsSizeOrStyle(let styles): return "字体可以写成点数、常量名或文字样式：" + styles.map { "'\($0)'" }.joined(separator: "、")
        case .canvasExample: return "尺寸写成 375x120，或写 375xauto 取刚好放得下的最小高度"
        case .breakpointsExample: return "例如 'breakpoints 320 375 768' 或 'breakpoints iphone-se ipad'"
        case .knownDevices(let names): return "已知的设备有：" + names.joined(separator: "、")
        case .liveExample: return "例如 'live 320...1024'（读者拖动实时面板时的宽度范围），或 'live off'"
        case .usePoints: return "用一个以 pt 为单位的数字，例如 20"
        case .defineMetricFirst(let name): return "先用 'let \(name) = NUMBER' 定义它"
        case .defineMetric(let name): return "用 'let \(name) = NUMBER' 定义它"
        case .nameExample(let kind): return "例如 '\(kind) title'"
        case .renameReserved(let name): return "换一个名字，例如 '\(name)View'"
        case .anotherName: return "给它换一个名字"
        case .outdentLine: return "减少这一行的缩进"
        case .measuredScripts:
            return "Plumb 能测量拉丁、希腊、西里尔、希伯来、阿拉伯字母以及中文、日文和韩文；用其中一种书写这段文字，或用 'intrinsic=WxH' 给视图一个尺寸"
        case .writeWhen(let condition): return "写成 'when \(condition):'"
        case .needsRelation: return "约束需要一个关系：'=='、'>=' 或 '<='"
        case .writeDoubleEquals: return "写成 '=='"
        case .priorityBeforeIdentifier: return "优先级要写在 '#identifier' 前面"
        case .useRequired: return "用 1000（required）"
        case .nameTheSuperview: return "直接写父视图的名字"
        case .declareFirst(let name): return "先声明它，例如 'view \(name)'"
        case .guidesAre(let names): return "可用的参考线有：" + names.joined(separator: "、")
        case .addAnchor(let path): return "加上锚点，例如 '\(path).leading'"
        case .anchorsAre(let names): return "可用的锚点有：" + names.joined(separator: "、")
        case .anchorPlusConstant: return "写成 'ANCHOR + CONSTANT'"
        case .relateToSuper(let anchor, let edge, let constant): return "把它约束到另一个锚点，例如 '\(anchor) == super.\(edge) + \(constant)'"
        case .dimensionsRelate: return "尺寸锚点只能和宽度、高度或 distance() 建立约束"
        case .axesRelate: return "x 轴锚点只能和 x 轴锚点建立约束，y 轴和 y 轴"
        case .directionalOnBothSides: return "两边都用 leading/trailing，或都用 left/right"
        case .giveASize(let item): return "或者给一个尺寸，例如 '\(item).size == 100x44'"
        case .relateShorthand(let item, let name): return "例如 '\(item).\(name) == super.\(name)'"
        case .propertyExample: return "例如 'title.hugging.h = 251'"
        case .propertiesAre(let keys): return "可用的属性有：" + keys.joined(separator: "、")
        case .writeOnRoot(let key, let value): return "写成 'root.\(key) = \(value)'"
        case .colourAView: return "改为给固定在这条参考线上的视图设置颜色"
        case .hideAView: return "删掉这个设置，或者隐藏一个视图"
        case .hideSubviews: return "改为隐藏它的子视图"
        case .oneOf(let names): return "应该是其中之一：" + names.joined(separator: "、")
        case .colourKinds: return "用 CSS 颜色名（例如 'tomato'）、系统颜色（例如 'systemBlue'）或 #rrggbb"
        case .showExample: return "例如 'show intrinsic'（标出所有有固有内容尺寸的视图）、'show intrinsic title toggle'，或 'show steps'（引擎求解的四个步骤）"
        case .tieExample: return "例如 'tie rightLabel gives way'（加上 'only' 就不画另一种结果的虚影）"
        case .tieOnOneLine(let line): return "把所有让步的视图写在同一行里，就像第 \(line) 行那样"
        case .variantColon: return "在 variant 这一行末尾加上 ':'，让它成为一个独立的变体"
        case .variantLines: return "把它新增的行缩进写在下面，要删掉原布局的某一行就写 '- LINE'"
        case .splitFigure: return "把这段布局拆成两张图"
        case .variantExample: return "写成 'variant \"NAME\":'，再把它新增的行缩进写在下面"
        case .variantOwnName: return "给每个变体起一个不同的名字"
        case .secondBaseColon: return "在这一行末尾加上 ':'，让它成为一个有自己内容的变体"
        case .variantBody: return "在这一行末尾加上 ':'，再把变体的各行缩进写在下面"
        case .removalExample: return "照原布局的写法复制那一行，例如 '- expect tie'"
        case .declareHidden(let line):
            return "在原布局里声明 '\(line)' 并设 'hidden = true'，再在变体里用 'NAME.hidden = false' 这样的一行显示它"
        case .moveOutOfVariant(let word): return "把 '\(word)' 移出变体，写到原布局里"
        case .keepLineHidden: return "把这一行留在原布局里；变体不想显示的视图可以在那里设 'NAME.hidden = true'"
        case .copyLine: return "照原布局的写法复制那一行"
        case .declareUnderSizeClass:
            return "把它声明在 'when compact:' 或 'when regular:' 下面，或者无条件声明，再在 'when width' 下面设 'hidden = true'"
        case .spacerGuide: return "用一条宽度等于这个视图的参考线来占位"
        case .alignVertical: return "竖直方向的 VFL 可以按 leading、trailing、left、right 或 centerX 对齐"
        case .alignHorizontal: return "水平方向的 VFL 可以按 top、bottom、centerY 或基线对齐"
        case .useFlows(let names): return "请用 " + names.joined(separator: "、")
        }
    }

    func note(_ note: ParseNote) -> String {
        switch note {
        case .firstDeclared: return "第一次在这里声明"
        }
    }

    func inIncludedFile(_ file: String, at location: SourceLocation?) -> String {
        guard let location else { return "在 \(file) 的图注里：" }
        return "在 \(file):\(location.line):\(location.column)："
    }

    /// A token as "实际是 …" names it.
    private func shown(_ token: Token.Kind) -> String {
        switch token {
        case .identifier(let s): return " '\(s)'"
        case .number(let n): return " '\(n.compact)'"
        case .size(let w, let h): return " '\(w.compact)x\(h.compact)'"
        case .symbol(let s): return " '\(s)'"
        case .hashName(let s): return " '#\(s)'"
        case .string(let s): return " \"\(s)\""
        case .end: return "行尾"
        }
    }

    private func describe(_ role: NumberRole) -> String {
        switch role {
        case .multiplier: return " multiplier"
        case .systemMultiple: return "系统间距的倍数"
        case .constant: return "常量"
        }
    }

    private func describe(_ kind: Anchor.Kind) -> String {
        switch kind {
        case .xAxis: return " x 轴锚点"
        case .yAxis: return " y 轴锚点"
        case .dimension: return "尺寸锚点"
        }
    }

    /// Which views a property is for, as Chinese iOS developers name them.
    private func describe(_ target: PropertyTarget) -> String {
        switch target {
        case .anything: return "任何视图"
        case .views: return "视图"
        case .textViews: return " UILabel、UIButton 和 UITextField"
        case .arrangedViews: return " UIStackView 的 arrangedSubviews"
        case .root: return "根视图"
        case .kind(let kind, _):
            switch kind {
            case .label: return " UILabel"
            case .button: return " UIButton"
            case .field: return " UITextField"
            case .image: return " UIImageView"
            case .stack: return " UIStackView"
            case .scroll: return " UIScrollView"
            case .switch: return " UISwitch"
            case .activity: return " UIActivityIndicatorView"
            case .view: return " UIView"
            }
        }
    }

    private func describe(_ expected: ExpectedValue) -> String {
        switch expected {
        case .lineCount: return "行数（整数，0 表示不限）"
        case .buttonStyle: return " plain 或 filled"
        case .axis: return " horizontal 或 vertical"
        case .flag: return " true 或 false"
        case .quotedString: return "用引号括起来的字符串"
        case .insetsOrOne: return " N 或 TOP,LEFT,BOTTOM,RIGHT"
        case .insets: return " TOP,LEFT,BOTTOM,RIGHT"
        case .intrinsicSize: return " WIDTHxHEIGHT，某个方向没有就写 '-'（例如 120x- 或 -x34）"
        case .hexColour: return " #rgb、#rrggbb 或 #rrggbbaa 形式的颜色"
        case .imagePath: return "页面旁边一张图片的路径，例如 photo.png"
        case .rect: return " X,Y,WIDTH,HEIGHT"
        case .point: return " X,Y"
        case .font: return "字号或文本样式，需要字重时再接 ',字重'（例如 '28,bold' 或 'body,semibold'）"
        }
    }

    private func describe(_ kind: ChoiceKind) -> String {
        switch kind {
        case .contentMode: return "contentMode"
        case .distribution: return "distribution"
        case .alignment: return "alignment"
        case .fontWeight: return "字重"
        }
    }
}
