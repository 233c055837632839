/// Words whose customary reading is not their characters' first Unihan
/// reading, the one `Pinyin` gives alone: 调 alone is diào, but 调试 is
/// tiáo shì; 重 alone is zhòng, but 重新 is chóng xīn; 行 alone is xíng,
/// but 换行 is huàn háng. Without these an index files 调试布局 under D and
/// 重新搭建 under Z. The list holds the words layout documentation uses,
/// checked against 现代汉语词典; a word missing from it sorts by its
/// characters' first readings, as before.
enum PinyinWords {
    /// The word's syllables with their tones (5: neutral).
    static let readings: [String: [(syllable: String, tone: Int)]] = {
        let words: [(String, String)] = [
            ("调试", "tiao2 shi4"), ("调整", "tiao2 zheng3"), ("调节", "tiao2 jie2"), ("微调", "wei1 tiao2"),
            ("重新", "chong2 xin1"), ("重复", "chong2 fu4"), ("重写", "chong2 xie3"), ("重叠", "chong2 die2"),
            ("重建", "chong2 jian4"), ("重绘", "chong2 hui4"), ("重排", "chong2 pai2"), ("重算", "chong2 suan4"),
            ("重用", "chong2 yong4"), ("重载", "chong2 zai4"), ("重置", "chong2 zhi4"), ("重设", "chong2 she4"),
            ("重做", "chong2 zuo4"), ("重来", "chong2 lai2"),
            ("行数", "hang2 shu4"), ("行高", "hang2 gao1"), ("行距", "hang2 ju4"), ("换行", "huan4 hang2"),
            ("折行", "zhe2 hang2"), ("多行", "duo1 hang2"), ("单行", "dan1 hang2"), ("首行", "shou3 hang2"),
            ("每行", "mei3 hang2"), ("一行", "yi1 hang2"), ("两行", "liang3 hang2"), ("同行", "tong2 hang2"),
            ("长度", "chang2 du4"), ("长文本", "chang2 wen2 ben3"), ("长标签", "chang2 biao1 qian1"), ("拉长", "la1 chang2"),
            ("变长", "bian4 chang2"), ("太长", "tai4 chang2"), ("很长", "hen3 chang2"), ("较长", "jiao4 chang2"),
            ("弹性", "tan2 xing4"), ("弹出", "tan2 chu1"), ("回弹", "hui2 tan2"),
            ("适应", "shi4 ying4"), ("响应", "xiang3 ying4"), ("对应", "dui4 ying4"), ("应用", "ying4 yong4"),
            ("了解", "liao3 jie3"), ("处理", "chu3 li3"), ("还原", "huan2 yuan2"), ("误差", "wu4 cha1"),
            ("差值", "cha1 zhi2"), ("测量", "ce4 liang2"), ("着色", "zhuo2 se4"), ("间隔", "jian4 ge2"),
            ("地址", "di4 zhi3"), ("目的", "mu4 di4"), ("便宜", "pian2 yi5"), ("作为", "zuo4 wei2"),
            ("成为", "cheng2 wei2"), ("视为", "shi4 wei2"), ("空白", "kong4 bai2"),
        ]
        var table: [String: [(syllable: String, tone: Int)]] = [:]
        for (word, reading) in words {
            table[word] = reading.split(separator: " ").map { s in (String(s.dropLast()), Int(String(s.last!))!) }
        }
        return table
    }()

    /// The longest word of the table `scalars` starts with, and its
    /// reading; the words are two or three characters long.
    static func match(_ scalars: ArraySlice<Unicode.Scalar>) -> (length: Int, reading: [(syllable: String, tone: Int)])? {
        for length in stride(from: min(3, scalars.count), through: 2, by: -1) {
            var word = ""
            word.unicodeScalars.append(contentsOf: scalars.prefix(length))
            if let r = readings[word] { return (length, r) }
        }
        return nil
    }
}
