#!/usr/bin/env python3
"""Compares Pango (Oracle/pango_lines.c) with Typeset (Oracle/TypesetOracle) line by line.

    python3 Oracle/compare.py --corpus Benchmarks/out/corpus.txt --out Oracle/out \\
        --font dejavu15 "DejaVu Sans" 15 --font liberation17 "Liberation Sans" 17 \\
        [--pango-bin Oracle/out/pango_lines --typeset-bin .build-tools/release/TypesetOracle]

For every --font TAG FAMILY PX it reads OUT/pango-TAG.tsv and OUT/typeset-TAG.tsv (written by
`pango_lines lines` and `TypesetOracle lines`, same format: para, width, widest, starts,
line_widths, line_glyphs) and prints:

  * cases: (paragraph, width) pairs;
  * line starts: how many cases have identical line start offsets (code points);
  * widest line: how many agree exactly (same double), within Pango's quantisation bound, and
    within 0.01 px. Pango keeps advances in 1/1024 px: HarfBuzz at scale px*1024 rounds every
    glyph advance (and kerning adjustment) to the nearest unit, so a line of n glyphs can differ
    from Typeset's exact font-unit sum by up to n * 0.5/1024 px. The bound used per case is
    (glyphs of the longest line) * 0.5/1024 px;
  * per-line widths for the cases whose line starts agree;
  * classes of disagreement, each with a count and one example.

With --pango-bin and --typeset-bin it classifies the disagreements precisely: for the first line
that differs it measures both candidate lines alone with both engines ("probes") and asks Pango's
and ICU's break iterators whether a line may start at either end. Without them it only reports
where the first difference is.
"""

import argparse
import collections
import os
import subprocess
import sys

UNIT = 1.0 / 1024.0          # Pango's unit, px
HALF_UNIT = 0.5 / 1024.0     # worst rounding of one HarfBuzz advance at scale px*1024
ABS_TOL = 0.01               # px


def read_tsv(path):
    cases = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            p, w, widest, starts, widths, glyphs = line.rstrip("\n").split("\t")
            cases[(int(p), float(w))] = {
                "widest": float(widest),
                "starts": [int(x) for x in starts.split(",")] if starts else [],
                "widths": [float(x) for x in widths.split(",")] if widths else [],
                "glyphs": [int(x) for x in glyphs.split(",")] if glyphs else [],
            }
    return cases


def read_corpus(path):
    with open(path, "rb") as f:
        data = f.read().decode("utf-8")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def excerpt(text, start, end, limit=70):
    s = text[start:end]
    if len(s) > limit:
        s = s[: limit // 2 - 2] + " … " + s[-(limit // 2 - 2):]
    return "“" + s + "”"


def around(text, pos, n=12):
    return "“" + text[max(0, pos - n):pos] + "|" + text[pos:pos + n] + "”"


def ends_of(starts, n_chars):
    return starts[1:] + [n_chars]


class Font:
    def __init__(self, tag, family, px):
        self.tag, self.family, self.px = tag, family, px

    def __str__(self):
        return "{} {}px".format(self.family, self.px)


def run_probes(tool, mode_args, probes, path):
    with open(path, "w", encoding="utf-8") as f:
        for key, p, a, b in probes:
            f.write("{}\t{}\t{}\t{}\n".format(key, p, a, b))
    out = subprocess.run(tool + ["probe"] + mode_args + [path], check=True, capture_output=True, text=True)
    result = {}
    for line in out.stdout.splitlines():
        key, width, glyphs, pb, ib = line.split("\t")
        result[key] = (float(width), int(glyphs), pb, ib)
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--out", default="Oracle/out")
    ap.add_argument("--font", nargs=3, action="append", metavar=("TAG", "FAMILY", "PX"), required=True)
    ap.add_argument("--pango-bin")
    ap.add_argument("--typeset-bin")
    args = ap.parse_args()

    corpus = read_corpus(args.corpus)
    fonts = [Font(t, f, px) for t, f, px in args.font]
    can_probe = bool(args.pango_bin and args.typeset_bin)

    classes = collections.OrderedDict()   # name -> [count, example]

    def add_class(name, example):
        entry = classes.setdefault(name, [0, example])
        entry[0] += 1

    grand = collections.Counter()
    print("Pango (EXACT: unhinted, unrounded, 1/1024 px units) vs Typeset TextEngine; offsets in code points")
    print("corpus: {} ({} paragraphs in the file)".format(args.corpus, len(corpus)))

    for font in fonts:
        pango = read_tsv(os.path.join(args.out, "pango-{}.tsv".format(font.tag)))
        typeset = read_tsv(os.path.join(args.out, "typeset-{}.tsv".format(font.tag)))
        keys = sorted(set(pango) & set(typeset))
        missing = len(set(pango) ^ set(typeset))
        c = collections.Counter()
        max_line_delta = 0.0
        max_line_ratio = 0.0
        start_diffs = []    # (key, k, a, b_p, b_t)
        width_diffs = []    # (key, line index) where starts agree but a line width is beyond the bound

        for key in keys:
            P, T = pango[key], typeset[key]
            p, w = key
            n_chars = len(corpus[p])
            c["cases"] += 1
            same_starts = P["starts"] == T["starts"]
            c["starts"] += same_starts
            bound = max(P["glyphs"] + T["glyphs"] + [0]) * HALF_UNIT
            delta = abs(P["widest"] - T["widest"])
            c["widest_exact"] += P["widest"] == T["widest"]
            c["widest_bound"] += delta <= bound + 1e-9
            c["widest_tol"] += delta <= ABS_TOL
            if same_starts:
                c["s_widest_exact"] += P["widest"] == T["widest"]
                c["s_widest_bound"] += delta <= bound + 1e-9
                c["s_widest_tol"] += delta <= ABS_TOL
                for i, (pw, tw) in enumerate(zip(P["widths"], T["widths"])):
                    d = abs(pw - tw)
                    lb = max(P["glyphs"][i], T["glyphs"][i]) * HALF_UNIT
                    c["lines"] += 1
                    c["lines_exact"] += pw == tw
                    c["lines_bound"] += d <= lb + 1e-9
                    c["lines_tol"] += d <= ABS_TOL
                    max_line_delta = max(max_line_delta, d)
                    if lb > 0:
                        max_line_ratio = max(max_line_ratio, d / lb)
                    if d > lb + 1e-9:
                        width_diffs.append((key, i))
            else:
                ep, et = ends_of(P["starts"], n_chars), ends_of(T["starts"], n_chars)
                k = 0
                while k < min(len(ep), len(et)) and ep[k] == et[k]:
                    k += 1
                a = P["starts"][k] if k < len(P["starts"]) else 0
                if k >= min(len(ep), len(et)):      # should not happen: both end at n_chars
                    add_class("malformed output", "{} p{} w{}".format(font, p, w))
                    continue
                start_diffs.append((key, k, a, ep[k], et[k]))

        # ---- probes: measure the candidate lines alone with both engines ----
        probe = {}
        if can_probe and (start_diffs or width_diffs):
            requests = []
            for (p, w), k, a, bp, bt in start_diffs:
                requests.append(("s{}_{}_p".format(p, w), p, a, bp))
                requests.append(("s{}_{}_t".format(p, w), p, a, bt))
            for (p, w), i in width_diffs:
                s = pango[(p, w)]["starts"]
                e = ends_of(s, len(corpus[p]))
                requests.append(("w{}_{}_{}".format(p, w, i), p, s[i], e[i]))
            mode_args = [args.corpus, font.family, str(font.px)]
            pango_probe = run_probes([args.pango_bin], mode_args, requests,
                                     os.path.join(args.out, "probes-{}.txt".format(font.tag)))
            typeset_probe = run_probes([args.typeset_bin], mode_args, requests,
                                       os.path.join(args.out, "probes-{}.txt".format(font.tag)))
            for key in pango_probe:
                probe[key] = (pango_probe[key], typeset_probe[key])

        # ---- classify line-start disagreements (first differing line) ----
        for (p, w), k, a, bp, bt in start_diffs:
            text = corpus[p]
            P, T = pango[(p, w)], typeset[(p, w)]
            where = "{}, paragraph {}, width {:g}, line {}: Pango ends it at {} {}, Typeset at {} {}".format(
                font, p, w, k + 1, bp, around(text, bp), bt, around(text, bt))
            if not can_probe:
                add_class("line starts differ (run with --pango-bin/--typeset-bin to classify)", where)
                continue
            (pw_p, pg_p, pbrk_p, ibrk_p), (tw_p, tg_p, _, _) = probe["s{}_{}_p".format(p, w)]
            (pw_t, pg_t, pbrk_t, ibrk_t), (tw_t, tg_t, _, _) = probe["s{}_{}_t".format(p, w)]
            detail = ("{}\n      line alone: [{}, {}) {} Pango {:.6f} / Typeset {:.6f} px; "
                      "[{}, {}) Pango {:.6f} / Typeset {:.6f} px; width {:g}").format(
                where, a, bp, excerpt(text, a, bp), pw_p, tw_p, a, bt, pw_t, tw_t, w)
            longer_is_typeset = bt > bp
            P_long, T_long = (pw_t, tw_t) if longer_is_typeset else (pw_p, tw_p)
            g_long = max(pg_t, tg_t) if longer_is_typeset else max(pg_p, tg_p)
            quant = g_long * HALF_UNIT + 1e-9
            if pbrk_p != ibrk_p or pbrk_t != ibrk_t:
                add_class("break opportunity: Pango's UAX #14 and ICU disagree at the break", detail)
            elif pbrk_p == "0" and pbrk_t == "0":
                add_class("both break inside a word too wide for the line (character wrapping), "
                          "at different graphemes", detail)
            elif pbrk_t == "0":
                add_class("Typeset ends the line where neither Pango nor ICU allows a break (not at an "
                          "opportunity), Pango at an opportunity [engine bug candidate unless the word is wider "
                          "than the line]", detail)
            elif pbrk_p == "0":
                add_class("Pango ends the line where no break is allowed (character wrapping), "
                          "Typeset at a break opportunity", detail)
            elif (P_long > w) != (T_long > w):
                if abs(P_long - T_long) <= quant:
                    add_class("1/1024 px quantisation at the limit: the longer line fits in one engine, "
                              "not in the other, and they measure it within n×0.5/1024 px", detail)
                else:
                    add_class("shaping difference: the longer line measures differently alone "
                              "(beyond 1/1024 quantisation)", detail)
            elif P_long <= w and T_long <= w:
                if longer_is_typeset:
                    add_class("Pango breaks earlier although the longer line fits in both engines "
                              "(Pango's break search / re-shaping)", detail)
                else:
                    add_class("Typeset breaks earlier although the longer line fits in both engines "
                              "[engine bug candidate]", detail)
            else:
                who = "Typeset" if longer_is_typeset else "Pango"
                add_class("{} overfills a line (the longer line fits in neither engine)".format(who)
                          + (" [engine bug candidate]" if longer_is_typeset else ""), detail)

        # ---- classify per-line width differences beyond the quantisation bound ----
        for (p, w), i in width_diffs:
            text = corpus[p]
            P, T = pango[(p, w)], typeset[(p, w)]
            s = P["starts"]
            e = ends_of(s, len(text))
            pw, tw = P["widths"][i], T["widths"][i]
            where = ("{}, paragraph {}, width {:g}, line {} [{}, {}) {}: Pango {:.6f}, Typeset {:.6f} px "
                     "(Δ {:+.6f}, bound {:.6f})").format(font, p, w, i + 1, s[i], e[i], excerpt(text, s[i], e[i]),
                                                       pw, tw, tw - pw, max(P["glyphs"][i], T["glyphs"][i]) * HALF_UNIT)
            if e[i] == len(text) and text[s[i]:e[i]] != text[s[i]:e[i]].rstrip():
                add_class("trailing white space at the paragraph end (Pango counts it, Typeset hangs it)", where)
                continue
            if not can_probe:
                add_class("line width beyond quantisation (run with probes to classify)", where)
                continue
            (pa, pg, _, _), (ta, tg, _, _) = probe["w{}_{}_{}".format(p, w, i)]
            quant = max(pg, tg) * HALF_UNIT + 1e-9
            detail = where + "\n      line alone: Pango {:.6f}, Typeset {:.6f} px".format(pa, ta)
            if abs(pa - ta) <= quant and abs(pa - pw) <= 1e-9 and abs(ta - tw) > 1e-9:
                add_class("Typeset's line width differs from the same text shaped alone "
                          "(kerning/shaping across the line break kept; Pango re-shapes each line)", detail)
            elif abs(pa - ta) <= quant and abs(ta - tw) <= 1e-9 and abs(pa - pw) > 1e-9:
                add_class("Pango's line width differs from the same text shaped alone "
                          "(Pango keeps context across the break)", detail)
            elif abs(pa - ta) <= 2 * quant:
                add_class("per-glyph rounding beyond n×0.5/1024 but within n×1/1024 "
                          "(GPOS kerning values are rounded separately from advances)", detail)
            else:
                add_class("shaping difference on a line (beyond 1/1024 quantisation)", detail)

        # ---- report ----
        n = c["cases"]

        def pct(x, of):
            return "{:6d} / {:d} ({:.2f}%)".format(x, of, 100.0 * x / of if of else 0.0)

        widths_seen = sorted({w for _, w in keys})
        print("\n== {} — {} paragraphs × widths {} = {} cases{}".format(
            font, len({p for p, _ in keys}), ",".join("{:g}".format(w) for w in widths_seen), n,
            " ({} cases in only one file!)".format(missing) if missing else ""))
        print("  line starts identical            {}".format(pct(c["starts"], n)))
        print("  widest line, all cases:  exact   {}".format(pct(c["widest_exact"], n)))
        print("                   within n×0.5/1024 {}".format(pct(c["widest_bound"], n)))
        print("                   within 0.01 px  {}".format(pct(c["widest_tol"], n)))
        print("  widest line, same line starts: exact {}; within n×0.5/1024 {}; within 0.01 px {}".format(
            c["s_widest_exact"], c["s_widest_bound"], c["s_widest_tol"]))
        print("  line widths (cases with same starts, {} lines): exact {}; within n×0.5/1024 {}; within 0.01 px {}; "
              "max |Δ| {:.6f} px ({:.2f}× its bound)".format(
                  c["lines"], c["lines_exact"], c["lines_bound"], c["lines_tol"], max_line_delta, max_line_ratio))
        grand.update(c)

    n = grand["cases"]
    print("\n== TOTAL: {} cases".format(n))
    print("  agreeing line starts: {} ({:.2f}%)".format(grand["starts"], 100.0 * grand["starts"] / n if n else 0))
    print("  agreeing widest-line width: exact {}, within n×0.5/1024 px {}, within 0.01 px {} (of {})".format(
        grand["widest_exact"], grand["widest_bound"], grand["widest_tol"], n))
    if classes:
        print("\n== Disagreement classes (line starts: the first line that differs; widths: lines beyond "
              "the quantisation bound with identical starts)")
        for name, (count, example) in classes.items():
            print("  [{}] {}\n      e.g. {}".format(count, name, example))
    else:
        print("\n== No disagreements beyond Pango's 1/1024 px quantisation.")


if __name__ == "__main__":
    sys.exit(main())
