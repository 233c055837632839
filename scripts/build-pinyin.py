#!/usr/bin/env python3
"""Builds Sources/PlumbSite/Resources/Pinyin.txt, the Mandarin reading of
every Han character the Chinese index sorts by, from Unicode's Unihan
database as Debian ships it (package unicode-data:
/usr/share/unicode/Unihan_Readings.txt.bz2, field kMandarin).

    apt-get install unicode-data
    python3 scripts/build-pinyin.py > Sources/PlumbSite/Resources/Pinyin.txt

kMandarin gives the most customary reading first (the zh-Hans one where it
differs); only that one is kept. Readings are written as ASCII with the tone
as a digit (ü as v: lǜ → lv4, neutral tone 5), so the file needs no
decoding beyond ASCII. Format (read by Sources/PlumbSite/Pinyin.swift):

    # comments
    R reading reading ...      (the readings, numbered from 0 in this order)
    HEX item item ...          (a run of consecutive code points from HEX:
                                each item the base-62 number of its reading,
                                two digits 0-9a-zA-Z, or '..' for a character with none)
"""
import bz2
import sys
import unicodedata

SOURCE = "/usr/share/unicode/Unihan_Readings.txt.bz2"
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
TONES = {"\u0304": 1, "\u0301": 2, "\u030c": 3, "\u0300": 4}


def numbered(reading):
    """'zhōng' -> 'zhong1', 'lǜ' -> 'lv4', 'me' -> 'me5'."""
    tone = 5
    out = ""
    for ch in unicodedata.normalize("NFD", reading):
        if ch in TONES:
            tone = TONES[ch]
        elif ch == "\u0308":  # the diaeresis of ü
            out = out[:-1] + "v"
        else:
            out += ch
    return out + str(tone)


def main():
    readings = {}
    with bz2.open(SOURCE, "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or "\tkMandarin\t" not in line:
                continue
            code, _, value = line.rstrip("\n").split("\t")
            readings[int(code[2:], 16)] = numbered(value.split(" ")[0])
    names = sorted(set(readings.values()))
    assert len(names) <= 62 * 62, "readings no longer fit two base-62 digits"
    index = {name: i for i, name in enumerate(names)}
    out = sys.stdout
    out.write("# Mandarin readings of Han characters (Unihan kMandarin, first reading), from Debian's unicode-data\n")
    out.write("# built by scripts/build-pinyin.py; see it for the format\n")
    out.write("R " + " ".join(names) + "\n")
    codes = sorted(readings)
    run_start, run = None, []
    previous = None

    def flush():
        if run:
            out.write("%X %s\n" % (run_start, "".join(run)))

    for code in codes:
        # Short gaps (a few characters with no reading) stay in the run.
        if previous is not None and code - previous <= 4:
            run.extend([".."] * (code - previous - 1))
        else:
            flush()
            run_start, run = code, []
        i = index[readings[code]]
        run.append(DIGITS[i // 62] + DIGITS[i % 62])
        previous = code
    flush()


if __name__ == "__main__":
    main()
