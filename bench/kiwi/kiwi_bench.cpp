// The solver workloads of issue 2 on kiwi's C++ core, for bench/solver.sh.
// Same definitions, order and output lines as `plumb bench solver --raw`
// (Sources/plumb/Bench/SolverWorkloads.swift); kiwi's headers come from the
// kiwisolver sdist that the script downloads at bench time.
//
// usage: kiwi_bench [--rounds N] [--large] [--only NAME] [--workloads DIR]
//        kiwi_bench --block VIEWS   (bench/small-blocks.sh: one block, whole program)
#include <kiwi/kiwi.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace kiwi;

static double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static void report(const std::string& workload, double seconds) {
    std::printf("%s\t%.9g\n", workload.c_str(), seconds);
    std::fflush(stdout);
}

static void check(bool ok, const std::string& what) {
    if (!ok) {
        std::fprintf(stderr, "check failed: %s\n", what.c_str());
        std::exit(1);
    }
}

static void chain(int n) {
    std::vector<Variable> x;
    for (int i = 0; i < n; ++i) x.emplace_back("x" + std::to_string(i));
    std::vector<Constraint> cs;
    cs.push_back(Constraint(x[0] == 0));
    for (int i = 0; i + 1 < n; ++i) {
        cs.push_back(Constraint(x[i + 1] >= x[i] + 10));
        cs.push_back(Constraint((x[i + 1] == x[i] + 20) | strength::weak));
    }
    Solver solver;
    double t0 = now();
    for (auto& c : cs) solver.addConstraint(c);
    solver.updateVariables();
    double t = now() - t0;
    for (int i = 0; i < n; ++i) check(x[i].value() == 20.0 * i, "W1 x" + std::to_string(i));
    report("W1 chain N=" + std::to_string(n) + ": add+read", t);
}

struct Grid {
    int rows, cols;
    Variable cw{"cw"};
    std::vector<Variable> left, top, width, height;
    std::vector<Constraint> cs;

    Grid(int r_, int c_) : rows(r_), cols(c_) {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                int i = r * cols + c;
                left.emplace_back(); top.emplace_back(); width.emplace_back(); height.emplace_back();
                cs.push_back(Constraint(width[i] >= 0));
                cs.push_back(Constraint(height[i] >= 20));
                cs.push_back(Constraint((width[i] == 100) | strength::medium));
                cs.push_back(Constraint((height[i] == 40) | strength::medium));
                if (c == 0) {
                    cs.push_back(Constraint(left[i] == 8));
                } else {
                    cs.push_back(Constraint(left[i] == left[i - 1] + width[i - 1] + 8));
                    cs.push_back(Constraint(width[i] == width[r * cols]));
                }
                if (c == cols - 1) cs.push_back(Constraint(left[i] + width[i] + 8 == cw));
                if (r == 0) cs.push_back(Constraint(top[i] == 8));
                else cs.push_back(Constraint(top[i] == top[i - cols] + height[i - cols] + 8));
            }
    }

    void build(Solver& s) {
        for (auto& c : cs) s.addConstraint(c);
        s.addEditVariable(cw, strength::strong);
        s.updateVariables();
    }

    void verify(double w) {
        double expected = (w - 8.0 * (cols + 1)) / cols;
        check(std::fabs(cw.value() - w) < 1e-6, "W2 cw");
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                int i = r * cols + c;
                check(std::fabs(width[i].value() - expected) < 1e-6, "W2 width");
                check(std::fabs(left[i].value() - (8 + c * (expected + 8))) < 1e-6, "W2 left");
                check(std::fabs(top[i].value() - (8 + 48.0 * r)) < 1e-6, "W2 top");
            }
    }
};

static void grid(int rows, int cols) {
    Grid g(rows, cols);
    Solver s;
    std::string name = "W2 grid " + std::to_string(rows) + "x" + std::to_string(cols);
    double t0 = now();
    g.build(s);
    report(name + ": build", now() - t0);
    for (double w : {375.0, 1024.0, 768.0, 320.0}) {
        t0 = now();
        s.suggestValue(g.cw, w);
        s.updateVariables();
        double t = now() - t0;
        g.verify(w);
        report(name + ": suggest " + std::to_string(int(w)), t);
    }
}

static void sweep() {
    Grid g(30, 30);
    Solver s;
    g.build(s);
    s.suggestValue(g.cw, 375);
    s.updateVariables();
    double t0 = now();
    for (int i = 0; i < 1000; ++i) {
        s.suggestValue(g.cw, 320 + i);
        s.updateVariables();
    }
    double monotone = now() - t0;
    g.verify(1319);
    t0 = now();
    for (int i = 0; i < 1000; ++i) {
        s.suggestValue(g.cw, 320 + (i * 389) % 1000);
        s.updateVariables();
    }
    double jumpy = now() - t0;
    g.verify(320 + (999 * 389) % 1000);
    report("W3 sweep 30x30: monotone, per suggest", monotone / 1000);
    report("W3 sweep 30x30: jumpy, per suggest", jumpy / 1000);
}

static void enaml(const std::string& file) {
    std::map<std::string, double> strengths = {
        {"required", strength::required}, {"strong", strength::strong},
        {"smedium", strength::create(0.0, 100, 0.0)}, {"mmedium", strength::create(0.0, 1.0, 0.0, 1.25)},
        {"medium", strength::medium}, {"weak", strength::weak}};
    std::map<std::string, Variable> vars;
    std::vector<Variable> order;
    auto var = [&](const std::string& name) -> Variable {
        auto it = vars.find(name);
        if (it != vars.end()) return it->second;
        Variable v(name);
        vars.emplace(name, v);
        order.push_back(v);
        return v;
    };
    Variable width = var("width"), height = var("height");
    std::vector<Constraint> cs;
    std::ifstream in(file);
    check(bool(in), "cannot read " + file);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        std::string strength, relation, term;
        double constant;
        words >> strength >> relation >> constant;
        Expression e(constant);
        std::vector<Term> terms;
        while (words >> term) {
            auto star = term.find('*');
            terms.emplace_back(var(term.substr(star + 1)), std::stod(term.substr(0, star)));
        }
        Expression expr(terms, constant);
        RelationalOperator op = relation == "==" ? OP_EQ : relation == "<=" ? OP_LE : OP_GE;
        check(strengths.count(strength) == 1, "strength " + strength);
        cs.push_back(Constraint(expr, op, strengths[strength]));
    }
    check(cs.size() == 111, "enaml constraint count");
    // One build takes about a millisecond: time 50 fresh builds, each on a
    // new solver as kiwi's own benchmark does.
    const int builds = 50;
    auto build = [&](Solver& s) {
        s.addEditVariable(width, strength::strong);
        s.addEditVariable(height, strength::strong);
        for (auto& c : cs) s.addConstraint(c);
    };
    double t0 = now();
    for (int b = 0; b < builds; ++b) {
        Solver fresh;
        build(fresh);
    }
    report("enaml form: build", (now() - t0) / builds);
    Solver s;
    build(s);
    const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
    const int cycles = 200;
    t0 = now();
    for (int k = 0; k < cycles; ++k)
        for (auto& size : sizes) {
            s.suggestValue(width, size[0]);
            s.suggestValue(height, size[1]);
            s.updateVariables();
        }
    double t = now() - t0;
    check(width.value() == 800 && height.value() == 400, "enaml edits");
    report("enaml form: suggest WxH+read", t / (cycles * 6));
}

// bench/small-blocks.sh's chain block (bench/lib/chain-block.py) as kiwi
// sees it: four variables a view, the root's width an edit variable, solved
// at its three breakpoints with every frame printed, as `plumb solve` does.
static void block(int views) {
    std::vector<Variable> left(views), top(views), width(views), height(views);
    Variable root("root.width");
    Solver s;
    s.addEditVariable(root, strength::strong);
    s.addConstraint(top[0] == 2);
    s.addConstraint(left[0] == 8);
    s.addConstraint(left[0] + width[0] == root - 8);
    s.addConstraint(height[0] == 20);
    for (int i = 1; i < views; ++i) {
        s.addConstraint(top[i] == top[i - 1] + height[i - 1] + 2);
        s.addConstraint(left[i] == left[i - 1]);
        s.addConstraint(width[i] == width[i - 1]);
        s.addConstraint(height[i] == height[i - 1]);
    }
    for (double w : {320.0, 375.0, 768.0}) {
        s.suggestValue(root, w);
        s.updateVariables();
        std::printf("width %g\n", w);
        for (int i = 0; i < views; ++i)
            std::printf("v%d %g %g %g %g\n", i, left[i].value(), top[i].value(), width[i].value(), height[i].value());
    }
}

int main(int argc, char** argv) {
    if (argc == 3 && std::string(argv[1]) == "--block") {
        block(std::atoi(argv[2]));
        return 0;
    }
    int rounds = 1;
    bool large = false;
    std::string only, workloads = "bench/workloads";
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--rounds" && i + 1 < argc) rounds = std::atoi(argv[++i]);
        else if (a == "--large") large = true;
        else if (a == "--only" && i + 1 < argc) only = argv[++i];
        else if (a == "--workloads" && i + 1 < argc) workloads = argv[++i];
        else { std::fprintf(stderr, "kiwi_bench: unknown argument %s\n", a.c_str()); return 2; }
    }
    auto wanted = [&](const std::string& prefix) {
        return only.empty() || prefix.rfind(only, 0) == 0 || only.rfind(prefix, 0) == 0;
    };
    for (int r = 0; r < rounds; ++r) {
        if (wanted("W1")) chain(1000);
        if (wanted("W2 10")) grid(10, 10);
        if (wanted("W2 30")) grid(30, 30);
        if (wanted("W3")) sweep();
        if (wanted("enaml")) enaml(workloads + "/enaml.txt");
    }
    if (large && wanted("W1")) chain(10000);
    return 0;
}
