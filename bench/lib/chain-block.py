# A chain of N views in one layout block (bench/small-blocks.sh): the first
# spans the root less 8 points a side, each next one sits 2 points below the
# one before with the same leading, width and height. Four variables a view;
# three breakpoints, so the root's width matters. kiwi_bench --block N builds
# the same system.
import sys
n = int(sys.argv[1])
print("```layout\ncanvas 375xauto\nbreakpoints 320 375 768")
for i in range(n):
    print(f"view v{i}")
print("v0.top == root.top + 2\nv0.leading == root.leading + 8\nv0.trailing == root.trailing - 8\nv0.height == 20")
for i in range(1, n):
    print(f"v{i}.top == v{i-1}.bottom + 2\nv{i}.leading == v{i-1}.leading\nv{i}.width == v{i-1}.width\nv{i}.height == v{i-1}.height")
print("```")
