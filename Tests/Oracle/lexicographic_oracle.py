#!/usr/bin/env python3
"""Exact lexicographic LP oracle for Plumb's solver tests.

Reads systems as JSON on stdin and, for each, solves the priority levels one
at a time with HiGHS (scipy.optimize.linprog): minimise the total error at the
highest level, fix it, go down. Then, with every level fixed, minimises and
maximises each variable to decide whether its optimal value is unique.

Input:  {"systems": [{"variables": n,
                      "constraints": [{"terms": [[index, coef], ...], "constant": c,
                                       "relation": "==" | "<=" | ">=", "priority": p}]}]}
        (expression = sum(coef * x[index]) + constant, RELATION 0; p = 1000 is required)
Output: {"results": [{"levels": [[priority, total_error], ...] (highest first),
                      "values": [value or null], "unique": [bool]}]}
"""
import json
import sys

import numpy as np
from scipy.optimize import linprog

REQUIRED = 1000.0


def solve(system):
    n = system["variables"]
    constraints = system["constraints"]
    optional = [c for c in constraints if c["priority"] < REQUIRED]
    # Columns: x (free), then per optional constraint its error columns.
    columns = n
    error_columns = []  # per optional constraint: list of column indices
    for c in optional:
        k = 2 if c["relation"] == "==" else 1
        error_columns.append(list(range(columns, columns + k)))
        columns += k

    a_eq, b_eq, a_ub, b_ub = [], [], [], []

    def expression_row(c):
        row = np.zeros(columns)
        for index, coef in c["terms"]:
            row[index] += coef
        return row, -c["constant"]  # row · x  RELATION  -constant

    for c in constraints:
        row, rhs = expression_row(c)
        if c["priority"] < REQUIRED:
            cols = error_columns[optional.index(c)]
            if c["relation"] == "==":
                row[cols[0]] = -1.0  # expr - e+ + e- == 0
                row[cols[1]] = 1.0
            elif c["relation"] == "<=":
                row[cols[0]] = -1.0  # expr - e <= 0
            else:
                row[cols[0]] = 1.0   # expr + e >= 0
        if c["relation"] == "==":
            a_eq.append(row); b_eq.append(rhs)
        elif c["relation"] == "<=":
            a_ub.append(row); b_ub.append(rhs)
        else:
            a_ub.append(-row); b_ub.append(-rhs)

    bounds = [(None, None)] * n + [(0, None)] * (columns - n)
    levels = sorted({c["priority"] for c in optional}, reverse=True)
    fixed_rows, fixed_rhs = [], []
    results_levels = []

    def run(objective):
        ub = a_ub + fixed_rows
        ubr = b_ub + fixed_rhs
        return linprog(objective,
                       A_ub=np.array(ub) if ub else None, b_ub=np.array(ubr) if ub else None,
                       A_eq=np.array(a_eq) if a_eq else None, b_eq=np.array(b_eq) if a_eq else None,
                       bounds=bounds, method="highs",
                       # Presolve can call a level fixed at its optimum infeasible.
                       options={"presolve": False, "primal_feasibility_tolerance": 1e-10,
                                "dual_feasibility_tolerance": 1e-10})

    for p in levels:
        objective = np.zeros(columns)
        for c, cols in zip(optional, error_columns):
            if c["priority"] == p:
                objective[cols] = 1.0
        result = run(objective)
        if result.status != 0:
            raise RuntimeError(f"level {p}: {result.message}")
        best = result.fun
        results_levels.append([p, best])
        fixed_rows.append(objective)
        fixed_rhs.append(best + 1e-9 * (1 + abs(best)))

    values, unique = [], []
    for i in range(n):
        objective = np.zeros(columns)
        objective[i] = 1.0
        low = run(objective)
        high = run(-objective)
        if low.status == 0 and high.status == 0:
            lo, hi = low.fun, -high.fun
            values.append((lo + hi) / 2)
            unique.append(hi - lo <= 1e-4 * (1 + abs(lo)))
        else:
            values.append(None)
            unique.append(False)
    return {"levels": results_levels, "values": values, "unique": unique}


def main():
    systems = json.load(sys.stdin)["systems"]
    json.dump({"results": [solve(s) for s in systems]}, sys.stdout)


if __name__ == "__main__":
    main()
