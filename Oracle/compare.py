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
    glyph advance to the nearest unit, so a line of n glyphs can differ from Typeset's exact
    font-unit sum by up to n * 0.5/1024 px; GPOS kerning adjustments are rounded separately,
    which can double that (n * 1/1024 px). n is the glyph count of the case's longest line;
  * per-line widths for the cases whose line starts agree;
  * classes of disagreement, each with a count and one example.

With --pango-bin and --typeset-bin the disagreements are classified precisely: for the first line
that differs, both candidate lines are laid out alone by both engines ("probes"); Pango also
reports whether Pango and ICU allow a break at each end, and the width its own break search
compares with the layout width there. Without them only the first difference is reported.
"""

import argparse
import collections
import os
import subprocess
import sys

HALF_UNIT = 0.5 / 1024.0     # worst rounding of one HarfBuzz value at scale px*1024, px
EPS = 1e-9
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
        lines = f.read().decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def excerpt(text, start, end, limit=72):
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


class Probe:
    """One line measured alone: width (trailing white space hanging), glyphs, and on the Pango
    side the break flags at its end and the width Pango's break search uses there."""

    def __init__(self, fields):
        self.width = float(fields[0])
        self.glyphs = int(fields[1])
        self.pango_break = fields[2]
        self.icu_break = fields[3]
        self.fit = float(fields[4]) if fields[4] != "-" else None


def run_probes(tool, mode_args, probes, path):
    with open(path, "w", encoding="utf-8") as f:
        for key, p, a, b in probes:
            f.write("{}\t{}\t{}\t{}\n".format(key, p, a, b))
    out = subprocess.run(tool + ["probe"] + mode_args + [path], check=True, capture_output=True, text=True)
    result = {}
    for line in out.stdout.splitlines():
        fields = line.split("\t")
        result[fields[0]] = Probe(fields[1:])
    return result


def classify_start_diff(w, text, a, bp, bt, pp, tp, pt, tt):
    """The class of a case whose first differing line starts at `a` and ends at `bp` in Pango
    and `bt` in Typeset. pp/tp: Pango/Typeset probes of [a, bp); pt/tt: of [a, bt)."""
    typeset_longer = bt > bp
    # the longer line, measured by both
    P_long, T_long = (pt.width, tt.width) if typeset_longer else (pp.width, tp.width)
    n_long = max(pt.glyphs, tt.glyphs) if typeset_longer else max(pp.glyphs, tp.glyphs)
    quant = n_long * 2 * HALF_UNIT + EPS   # advances and kerning adjustments each rounded
    if pp.pango_break != pp.icu_break or pt.pango_break != pt.icu_break:
        return "break opportunity: Pango's UAX #14 and ICU disagree at one of the two ends"
    if pp.pango_break == "0" and pt.pango_break == "0":
        # Both split a word too wide for the line (WRAP_WORD_CHAR / SPEC §8.4 emergency break).
        if not typeset_longer and T_long <= w:
            return ("character wrapping: Typeset stops a grapheme short although the longer line fits "
                    "(the grapheme boundary is inside a HarfBuzz cluster, e.g. a ligature such as Lato’s "
                    "“ti”, which Typeset does not split; Pango splits and re-shapes it)")
        if typeset_longer and P_long <= w:
            return "character wrapping: Pango stops a grapheme short although the longer line fits"
        if abs(P_long - T_long) <= quant:
            return "character wrapping: 1/1024 px quantisation at the limit"
        return "character wrapping: other"
    if pt.pango_break == "0":
        return ("Typeset ends the line where neither Pango nor ICU allows a break, Pango at an opportunity "
                "[engine bug candidate unless the word is wider than the line]")
    if pp.pango_break == "0":
        return "Pango wraps a word by characters, Typeset breaks at an opportunity"
    if typeset_longer:
        if pt.fit is not None and pt.fit > w >= pt.width:
            return ("Pango charges the line with the kerning between its final space and the next line’s "
                    "first letter (Liberation Sans kerns the space before A, T, Y; Lato before A, J, T, V, Y, v, w, y): its break search "
                    "subtracts the space’s advance from the whole-paragraph shaping, where that space is "
                    "kerned; the line itself fits")
        if P_long > w >= T_long:
            if abs(P_long - T_long) <= quant:
                return ("1/1024 px quantisation at the limit: the line fits in Typeset, not in Pango, and they "
                        "measure it within n×1/1024 px")
            return "shaping difference: Pango measures the longer line wider (beyond quantisation)"
        if T_long > w:
            return "Typeset overfills a line (the longer line does not fit alone) [engine bug candidate]"
        return "Pango breaks earlier although the longer line fits in both (unexplained)"
    else:
        if T_long > w >= P_long:
            if abs(P_long - T_long) <= quant:
                return ("1/1024 px quantisation at the limit: the line fits in Pango, not in Typeset, and they "
                        "measure it within n×1/1024 px")
            return "shaping difference: Typeset measures the longer line wider (beyond quantisation)"
        if P_long > w:
            return "Pango overfills a line (the longer line does not fit alone)"
        return "Typeset breaks earlier although the longer line fits in both [engine bug candidate]"


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

    classes = collections.OrderedDict()   # name -> [count, example, Counter of fonts]
    current = [None]                      # the font being compared

    def add_class(name, example):
        entry = classes.setdefault(name, [0, example, collections.Counter()])
        entry[0] += 1
        entry[2][str(current[0])] += 1

    grand = collections.Counter()
    print("Pango (EXACT: unhinted, unrounded, 1/1024 px units) vs Typeset TextEngine; offsets in code points")
    print("corpus: {} ({} paragraphs in the file)".format(args.corpus, len(corpus)))

    for font in fonts:
        current[0] = font
        pango = read_tsv(os.path.join(args.out, "pango-{}.tsv".format(font.tag)))
        typeset = read_tsv(os.path.join(args.out, "typeset-{}.tsv".format(font.tag)))
        keys = sorted(set(pango) & set(typeset))
        missing = len(set(pango) ^ set(typeset))
        c = collections.Counter()
        max_line_delta = 0.0
        max_line_ratio = 0.0
        start_diffs = []    # (key, k, a, b_p, b_t)
        width_diffs = []    # (key, line index): same starts, a line width beyond n×0.5/1024

        for key in keys:
            P, T = pango[key], typeset[key]
            p, w = key
            n_chars = len(corpus[p])
            c["cases"] += 1
            same_starts = P["starts"] == T["starts"]
            c["starts"] += same_starts
            bound = max(P["glyphs"] + T["glyphs"] + [0]) * HALF_UNIT
            delta = abs(P["widest"] - T["widest"])
            prefix = "s_" if same_starts else "d_"
            for pre in ("", prefix):
                c[pre + "widest_exact"] += P["widest"] == T["widest"]
                c[pre + "widest_bound"] += delta <= bound + EPS
                c[pre + "widest_bound2"] += delta <= 2 * bound + EPS
                c[pre + "widest_tol"] += delta <= ABS_TOL
            if same_starts:
                for i, (pw, tw) in enumerate(zip(P["widths"], T["widths"])):
                    d = abs(pw - tw)
                    lb = max(P["glyphs"][i], T["glyphs"][i]) * HALF_UNIT
                    c["lines"] += 1
                    c["lines_exact"] += pw == tw
                    c["lines_bound"] += d <= lb + EPS
                    c["lines_bound2"] += d <= 2 * lb + EPS
                    c["lines_tol"] += d <= ABS_TOL
                    max_line_delta = max(max_line_delta, d)
                    if lb > 0:
                        max_line_ratio = max(max_line_ratio, d / lb)
                    if d > lb + EPS:
                        width_diffs.append((key, i))
            else:
                ep, et = ends_of(P["starts"], n_chars), ends_of(T["starts"], n_chars)
                k = 0
                while k < min(len(ep), len(et)) and ep[k] == et[k]:
                    k += 1
                if k >= min(len(ep), len(et)):      # cannot happen: both end at n_chars
                    add_class("malformed output", "{} p{} w{}".format(font, p, w))
                    continue
                start_diffs.append((key, k, P["starts"][k], ep[k], et[k]))

        # ---- probes: the candidate lines alone, in both engines ----
        probe = {}
        if can_probe and (start_diffs or width_diffs):
            requests = []
            for (p, w), k, a, bp, bt in start_diffs:
                requests.append(("s{}_{:g}_p".format(p, w), p, a, bp))
                requests.append(("s{}_{:g}_t".format(p, w), p, a, bt))
            for (p, w), i in width_diffs:
                s = pango[(p, w)]["starts"]
                e = ends_of(s, len(corpus[p]))
                requests.append(("w{}_{:g}_{}".format(p, w, i), p, s[i], e[i]))
            mode_args = [args.corpus, font.family, str(font.px)]
            path = os.path.join(args.out, "probes-{}.txt".format(font.tag))
            pango_probe = run_probes([args.pango_bin], mode_args, requests, path)
            typeset_probe = run_probes([args.typeset_bin], mode_args, requests, path)
            for key in pango_probe:
                probe[key] = (pango_probe[key], typeset_probe[key])

        # ---- line-start disagreements: the first line that differs ----
        for (p, w), k, a, bp, bt in start_diffs:
            text = corpus[p]
            where = "{}, paragraph {}, width {:g}, line {}: Pango ends it at {} {}, Typeset at {} {}".format(
                font, p, w, k + 1, bp, around(text, bp), bt, around(text, bt))
            if not can_probe:
                add_class("line starts differ (run with --pango-bin/--typeset-bin to classify)", where)
                continue
            pp, tp = probe["s{}_{:g}_p".format(p, w)]
            pt, tt = probe["s{}_{:g}_t".format(p, w)]
            lo, hi = (bp, bt) if bp < bt else (bt, bp)
            (plo, tlo), (phi, thi) = ((pp, tp), (pt, tt)) if bp < bt else ((pt, tt), (pp, tp))
            detail = ("{}\n      lines alone: [{}, {}) {} Pango {:.6f} / Typeset {:.6f} px; [{}, {}) {} Pango {:.6f} "
                      "(break search: {:.6f}) / Typeset {:.6f} px; width {:g}").format(
                where, a, lo, excerpt(text, a, lo, 48), plo.width, tlo.width, a, hi, excerpt(text, a, hi, 48),
                phi.width, phi.fit if phi.fit is not None else float("nan"), thi.width, w)
            add_class(classify_start_diff(w, text, a, bp, bt, pp, tp, pt, tt), detail)

        # ---- same line starts, a line width beyond n×0.5/1024 ----
        for (p, w), i in width_diffs:
            text = corpus[p]
            P, T = pango[(p, w)], typeset[(p, w)]
            s = P["starts"]
            e = ends_of(s, len(text))
            pw, tw = P["widths"][i], T["widths"][i]
            n = max(P["glyphs"][i], T["glyphs"][i])
            where = ("{}, paragraph {}, width {:g}, line {} [{}, {}) {}: Pango {:.6f}, Typeset {:.6f} px "
                     "(Δ {:+.6f} = {:+.1f}/1024; {} glyphs, n×0.5/1024 = {:.6f})").format(
                font, p, w, i + 1, s[i], e[i], excerpt(text, s[i], e[i]), pw, tw, tw - pw, (tw - pw) * 1024,
                n, n * HALF_UNIT)
            if e[i] == len(text) and text[s[i]:e[i]] != text[s[i]:e[i]].rstrip():
                add_class("trailing white space at the paragraph end (Pango counts it, Typeset hangs it)", where)
            elif abs(pw - tw) <= 2 * n * HALF_UNIT + EPS:
                add_class("line width beyond n×0.5/1024 but within n×1/1024: GPOS kerning adjustments are "
                          "rounded to 1/1024 px separately from the advances", where)
            elif not can_probe:
                add_class("line width beyond quantisation (run with probes to classify)", where)
            else:
                pa, ta = probe["w{}_{:g}_{}".format(p, w, i)]
                detail = where + "\n      line alone: Pango {:.6f}, Typeset {:.6f} px".format(pa.width, ta.width)
                if abs(ta.width - tw) > EPS and abs(pa.width - pw) <= EPS:
                    add_class("Typeset's line is not measured like the same text alone (shaping context across "
                              "the break kept; Pango re-shapes each line)", detail)
                else:
                    add_class("shaping difference on a line (beyond quantisation)", detail)

        # ---- report ----
        n = c["cases"]

        def pct(x, of):
            return "{:5d} / {:d} ({:6.2f}%)".format(x, of, 100.0 * x / of if of else 0.0)

        widths_seen = sorted({w for _, w in keys})
        print("\n== {} — {} paragraphs × widths {} = {} cases{}".format(
            font, len({p for p, _ in keys}), ",".join("{:g}".format(w) for w in widths_seen), n,
            " ({} cases in only one file!)".format(missing) if missing else ""))
        print("  line starts identical        {}".format(pct(c["starts"], n)))
        print("  widest line  exact           {}".format(pct(c["widest_exact"], n)))
        print("               ≤ n×0.5/1024 px {}".format(pct(c["widest_bound"], n)))
        print("               ≤ n×1/1024 px   {}".format(pct(c["widest_bound2"], n)))
        print("               ≤ 0.01 px       {}".format(pct(c["widest_tol"], n)))
        print("  widest line when the line starts agree: exact {}, ≤ n×0.5/1024 {}, ≤ n×1/1024 {}, ≤ 0.01 px {} (of {})"
              .format(c["s_widest_exact"], c["s_widest_bound"], c["s_widest_bound2"], c["s_widest_tol"], c["starts"]))
        print("  every line of those cases ({} lines): exact {}, ≤ n×0.5/1024 {}, ≤ n×1/1024 {}, ≤ 0.01 px {}; "
              "max |Δ| {:.6f} px = {:.2f}× n×0.5/1024".format(
                  c["lines"], c["lines_exact"], c["lines_bound"], c["lines_bound2"], c["lines_tol"],
                  max_line_delta, max_line_ratio))
        grand.update(c)

    n = grand["cases"]
    print("\n== TOTAL: {} cases".format(n))
    print("  agreeing line starts: {} ({:.2f}%)".format(grand["starts"], 100.0 * grand["starts"] / n if n else 0))
    print("  agreeing widest-line width: exact {}, ≤ n×0.5/1024 px {}, ≤ n×1/1024 px {}, ≤ 0.01 px {} (of {})".format(
        grand["widest_exact"], grand["widest_bound"], grand["widest_bound2"], grand["widest_tol"], n))
    if classes:
        print("\n== Disagreement classes (line starts: the first line that differs; widths: lines with the same "
              "starts that differ by more than n×0.5/1024 px)")
        for name, (count, example, per_font) in classes.items():
            print("  [{}] {}\n      ({})\n      e.g. {}".format(
                count, name, ", ".join("{}: {}".format(f, n) for f, n in per_font.items()), example))
    else:
        print("\n== No disagreements beyond Pango's 1/1024 px quantisation.")


if __name__ == "__main__":
    sys.exit(main())
