#!/usr/bin/env python3
"""Independent reference perft for Poron Jikaida and its drills (standard library only).

Written from /work/shared/rules/jikaida.md and the seed
/work/shared/seeds/000_eaf044e3f2616059.txt only (no Rust code read), to
cross-check the Rust engine.  Clarity over speed.

Usage:
    python3 crates/rules/tests/reference/jikaida_perft.py "<position>|start" <depth> [--divide]
            [--mode jikaida|pastang|stikitche|draks-city] [--option key=value ...]
    python3 crates/rules/tests/reference/jikaida_perft.py --selftest [games]
    python3 crates/rules/tests/reference/jikaida_perft.py hyrshiv|jikshiv "<position>|start" <depth>
            [--divide] [--option key=value ...]     (the larger games: jikaida_large_perft.py)

Modes (board): jikaida 12 x 18 (default), pastang 6 x 6 (no fronts),
stikitche and draks-city 6 x 12 (one front between ranks 6 and 7).

Options (default first):
    no-moves=lose|pass      draks-city only: a side without a legal move loses,
                            or passes (the pass is a move, written "pass")

Output: with --divide one line per root move "<move> <count>" sorted by the
move text, then always "nodes <N>".  Move text: "g3-g6", "g1xg9" (capture,
also of a friendly piece by the Pallan), "a17-a18=P" (promotion to P A C J H
T D), "h1<>i1" (King's Fluttember: King h1 swaps with the piece on i1).
A move is identified by its outcome (from, to, promotion), whatever the path
(slide, leap, double move, vault, front turn, bent vault, move then vault).

Position string (spec): ranks from the top down, files left to right, digits
for empty runs, K P A C J H T D S (upper Yellow), "'" after a Swod, Deldar or
Paktun that has moved; side y/b; Fluttember rights YB/Y/B/-.

Rules as implemented (from the spec; resolutions marked RESOLUTION)
--------------------------------------------------------------------
* Fronts: a step or leap crosses (drin column changed) + (drin row changed)
  fronts; drins are 6 x 6.  Free: King, Swod.  Restricted (Deldar, Hikdar,
  Jiktar): a front may be crossed only on the first step of a move (of each
  part of a first-move Deldar split).  One front (Paktun, Chuktar, Kapt,
  Pallan): at most one front in the whole move (each leap of the Paktun's
  double first move may cross one); a diagonal step through a meeting point
  counts two and is forbidden.  Vaults ignore fronts.
* Swod: 1 step forward / diagonally forward, captures diagonally forward only.
  Unmoved: 1-3 squares in a straight line in one of those directions (through
  empty squares; straight ahead never captures, a diagonal slide may capture
  the first piece it meets within 3).
* Deldar: 1-2 squares in a straight line (not a leap).  Unmoved: a first part
  of 1-2 squares to an EMPTY square, then optionally a second part of 1-2
  squares, same direction if the first part was 1 square, any direction if 2;
  each part obeys the restricted front rule from its own start; a capture
  ends the move; the move may not end on its starting square.
* Paktun: Knight leap.  Unmoved: optionally a second leap from an EMPTY
  landing square (a capture ends the move); not back to the start.
* Hikdar/Jiktar/Chuktar: Bishop/Rook/Queen slides.  Kapt: Queen slide or
  Knight leap.  Pallan: as Kapt, captures friendly pieces too (never its own
  King), front turns and special vaults.
* Propt: a Swod next to a friendly Deldar (8 neighbours) cannot be captured by
  an enemy Swod (regular or vault).
* Vault: the unbroken run of >= 3 pieces (2 in Pastang) starting next to the
  vaulter, straight; land on the first empty square after it (if on the
  board), or capture any capturable piece of the run after passing >= 3 (2).
  Swods vault only straight ahead / diagonally forward.
* Pallan front turn (final rules): orthogonal approach -- on the first square
  beyond the crossed front (empty), turn 45 degrees and slide diagonally
  without crossing another front; diagonal approach -- on a square (reached
  by >= 1 diagonal step without crossing a front) whose next diagonal step
  would cross a front, turn 45 degrees to one of the two orthogonal
  components; afterwards only the first orthogonal step may cross (that is
  necessarily the approached front).  RESOLUTION: "next step would cross" is
  geometric (the square beyond may be occupied).  A turn on the starting
  square adds nothing (it equals a regular move) and is not generated.  At
  least one square after the turn; it may end by capturing.
* Pallan move then vault: a regular non-capturing move (slide with <= 1
  front and no turn, or a Knight leap with <= 1 front) to an empty square,
  then a straight vault from there.  Bent vault: >= 2 pieces passed in the
  first direction, turn on the last passed piece (the corner, any piece of the
  run from the 2nd on) by 45/90/135 degrees, then a run of >= 1 piece, land on
  the first empty square after it, or capture on it after >= 3 pieces in all.
  No combination of two changes.  No special move may end on the start square.
* Promotion: a Swod reaching the last rank by any move promotes; RESOLUTION:
  the choices are P A C J H T D (it may not stay a Swod), each a separate
  move.  Pastang: always a Deldar; Drak's City: always a Pallan.  Promoted
  Deldars/Paktuns are marked as moved.
* Kaida: the King could be captured by any enemy move of any kind.  No move
  may leave the own King in Kaida.  King's Fluttember: right still held, King
  on its starting square (Yellow h1, Blue f18), the Kapt/Chuktar on one of its
  own side's starting squares of that type (Yellow Kapt f1 i1, Chuktar a1 l1;
  Blue Kapt d18 g18, Chuktar a18 l18), King not in Kaida before and not after
  (the occupied squares do not change, so "landing square not attacked" is
  the same test).  Only in jikaida mode.
* End: no legal move (Hyrkaida / Tikaida) ends the game.  Nikaida: when the
  side to move has only its King (the other side has more), it makes one
  move and the game is over after it; two bare Kings: over.  Stikitche's
  "capture the Pallan" is exactly this rule.  Pastang, Drak's City: a side
  without pieces has lost (game over).  Drak's City: only vaults (and the
  Pallan's move-then-vault / bent vault) are legal; only Pallans capture.
* Variations of the spec's option list (two ranks of Swods, Porondwa, Deldar
  readings, first-published front turn, ...) are NOT implemented here.

Hand-checked positions (counted by hand, then confirmed with this program)
---------------------------------------------------------------------------
The first rank of a position string is the top rank.  "12x12" below stands
for twelve "12/" rank fields.  Re-run by --selftest (HAND_CHECKS).

1. Poron start, depth 1 = 144.  Swods a3..l3 (unmoved, free): 1-3 straight
   (ranks 4-6) and 1-3 on each forward diagonal within the board: a3 6, b3 7,
   c3 8, d3..i3 9 each, j3 8, k3 7, l3 6 = 96.  Deldars, Paktuns, Kapts,
   Hikdars, Jiktars, Chuktars, King: no empty square in reach, no vault (every
   run is <= 2 pieces or runs off the board onto friendly pieces) = 0.
   Pallan g1 = 44: slides capture f1 f2 g2 h2 (h1 is his King), leaps capture
   e2 f3 h3 i2; straight vaults along rank 1 capture k1 l1 and c1 b1 a1;
   bent vaults (2 pieces north g2 g3, north-east h2 i3, north-west f2 e3, or
   along rank 1, then a turn) land on every square of rank 4 and capture the
   rest: in all rank 1 a1 b1 c1 e1 f1 i1 k1 l1 (8), all of ranks 2, 3 and 4
   (36).  Fluttember h1<>f1, h1<>i1, h1<>a1, h1<>l1 = 4.  96+44+4 = 144.
   Depth 2 = 144 x 144 = 20736 (no interaction yet; about 10 s).
   Program, depths 1/2/3/4: pastang 30 / 902 / 34284 / 1268386 (d4 ~19 s);
   stikitche 30 / 552 / 14323 (d3 ~7 s); draks-city 30 / 900 / 33493 /
   1231295 (d4 ~25 s).  Poron depth 3 takes over 20 minutes here.
   Pastang start = 30: Swods a2 4, b2 5, c2 6, d2 6, e2 5, f2 4 (straight 1-2,
   diagonals 1-3; the Blue Swods of rank 5 are all Propt, next to a Blue
   Deldar, so no Swod capture), nothing else moves.
   Stikitche start = 30: King d1: d2 e1 e2 (c2 is on the Blue Pallan's file)
   = 3; Pallan c1: c2..c11 and c1xc12 (one front) 11, b1 a1, d2 e3 f4, b2 a3,
   leaps a2 b3 d3 e2, front turn at c7 (after crossing 6|7): d8 e9 f10 and
   b8 a9 = 27.
   Drak's City start = 30: Swods b2 (b6, f6), d2 (d6), e2 (e6, a6) = 5;
   Pallan c2 25: vault c6; bent vaults land a2 a3 a4 a5 a6 c6 e1 e6 f1 f2 f4
   f5 and capture b4 b5 c4 d4 d5 e2 e3 e4 e5; move then vault: to d1 then
   d6 (or xd5), b1 then b6 (xb5), a1 then f6 (xe5), e1 then e6 (xe5) or a5,
   a3 then f3 (xe3); landings a2-a6 b6 c6 d6 e1 e6 f1-f6 = 16, captures 9.

2. Deldar, restricted fronts, first-move split.
   "11k/12x12/4D7/12/12/12/11K y -": Deldar e5 unmoved, Kings l1, l18.
   Moved ("4D'7"): N e6 (e7 would cross on the 2nd step), S e4 e3, E f5, W d5
   c5, NE f6, NW d6, SE f4, SW d4 c3 = 11; + King l1 k1 k2 l2 -> 14.
   Unmoved: + 1+1 / 1+2 splits in one direction: e7 e8, g5 h5, g7 h8 (f6
   borders both fronts), c7 b8, g3 h2, e2, b5, b2; + 2-square first parts
   (only S, W, SW are possible: the others would cross on their 2nd step)
   then any direction: from e3: e1 f3 d3 f2 d2 c1; from c5: c6 c4 a5 b6 b4 a3;
   from c3: c2 b3 a1 -> 11 + 13 + 15 = 39; + 3 = 42.
   "11k/12x11/5D'6/12/12/12/12/11K y -": Deldar' f6 borders two fronts: 2
   squares in each of the 8 directions (g7 crosses both) = 16 + 3 = 19.

3. Paktun.  "11k/12x12/5T'6/12/12/12/11K y -": f5 -> g7 crosses two fronts;
   h6 h4 g3 e3 d4 d6 e7 = 7 + 3 = 10.
   "11k/12x16/T10K y -": unmoved Paktun a1: b3 c2, then from b3 a5 c5 d4 d2
   c1, from c2 a3 b4 d4 e3 e1 -> 11 + 3 = 14; moved ("T'10K"): 2 + 3 = 5.

4. Pallan front turns.  "11k/12x12/2P9/12/12/12/11K y -" (Pallan c5):
   slides (one front): c6..c12 7, c4..c1 4, d5..l5 9, b5 a5 2, d6 e7 f8 3,
   b6 a7 2, d4 e3 f2 g1 4, b4 a3 2 = 33; leaps a4 a6 b3 b7 d7 e6 e4 d3 = 8;
   turns, orthogonal approach: at c7 -> d8 e9 f10, b8 a9; at g5 -> h6 (i7
   would cross), h4 i3 j2 k1; diagonal approach: at d6 -> E e6 f6, N d7..d12;
   at b6 -> W a6, N b7..b12; at f2 -> E g2..l2, S f1; new squares 25.
   33 + 8 + 25 = 66 + King 3 = 69.

5. Vaults and Propt.
   "11k/12x9/5d6/2d1s7/2sss7/2S'1S'7/2s1s7/2C1S'7/12/11K y -"
   Yellow Chuktar c3, Swods' c5 e5 e3, King l1; Blue Swods c4 c6 d6 e6 e4
   e7, Deldars c7 f8.  Blue d6 (next to Deldar c7) and e7 (next to f8) are
   Propt.  Swod c5: b6, d6 Propt, vault NE over d6 e7 f8 to g9 = 2.  Swod e5:
   f6 (d6 Propt; runs N e6 e7 and NW d6 c7 are only 2 long) = 1.  Swod e3: d4
   f4, vault N over e4 e5 e6 e7 to e8 (capturing e7, the 4th, is forbidden:
   Propt) = 3.  Chuktar c3: slides xc4, c2 c1, d3, b3 a3, d4, b4 a5, d2 e1,
   b2 a1 = 13, vault N over c4 c5 c6 c7 to c8, or capture c7 (4th) = 2 -> 15.
   King 3.  Total 24.  With a Blue Swod instead of the Deldar on c7
   ("2s1s7" on rank 7): d6 is no longer Propt: c5xd6, e5xd6 -> 26.

6. Kaida, Fluttember, promotion.
   "11k/1S'10/12x6/8c3/12x8/C6KA3 y YB": Yellow King h1, Kapt i1, Chuktar
   a1, Swod' b17; Blue Chuktar i10 (covers the i-file down to i1, one front).
   King: g1 g2 h2 (i2 attacked) = 3.  Kapt i1: i2..i9 and xi10 9, j1 k1 l1
   3, j2 k3 l4 3, h2 g3 f4 e5 d6 (c7 would be a 2nd front) 5, leaps j3 h3 k2
   g2 4 = 24.  Chuktar a1: a2..a12 11, b1..g1 6, b2..f6 5 (g7 crosses two) =
   22.  Fluttember h1<>a1 only (i1 is attacked) = 1.  Swod b17: b18, a18,
   c18 x 7 promotions (P A C J H T D) = 21.  Total 71; without the right
   ("y -"): 70.

7. Nikaida (Stikitche).  "3k2/6/6/6/6/6/6/6/6/6/6/2PK2 b -": Blue has only
   his King (his Pallan is gone): King d12: c12 c11 are on the Yellow
   Pallan's file -> d11 e11 e12 = 3; the game ends after that one move:
   perft(2) = 0.

8. Pastang vaults of 2.  "6/6/2s'3/2s'3/2S'3/2D'3 y -": Deldar' c1: d1 e1 b1
   a1 d2 e3 b2 a3 = 8, vault over c2 c3 c4 to c5 or capture c4 (after 2)
   = 2; Swod' c2: b3 d3, vault over c3 c4 to c5 = 3 -> 13.
   "5d'/1s'4/1s'4/1S'4/1S'4/6 y -": Swod' b2: a3 c3, vault over b3 b4 b5
   to b6 (promotes: b2-b6=D) or capture b5 = 4; Swod' b3: a4 c4, vault over
   b4 b5 to b6=D = 3 -> 7.  With the Blue Deldar on a6 ("d'5/...") b5 is Propt:
   6.
"""

import random
import sys

ORTH = [(0, 1), (1, 0), (0, -1), (-1, 0)]
DIAG = [(1, 1), (1, -1), (-1, -1), (-1, 1)]
ALL8 = ORTH + DIAG
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
FILES = "abcdefghijkl"

MODES = {
    # name: (files, ranks, start)
    "jikaida": (12, 18, "cjhapkatthjc/dddddddddddd/ssssssssssss/12/12/12/12/12/12/12/12/12/12/12/12/"
                        "SSSSSSSSSSSS/DDDDDDDDDDDD/CJHTTAPKAHJC y YB"),
    "pastang": (6, 6, "dsddsd/ssssss/6/6/SSSSSS/DSDDSD y -"),
    "stikitche": (6, 12, "2pk2/6/6/6/6/6/6/6/6/6/6/2PK2 y -"),
    "draks-city": (6, 12, "6/1ssps1/1ssss1/1ssss1/1ssss1/6/6/1SSSS1/1SSSS1/1SSSS1/1SPSS1/6 y -"),
}

FLUTTER_KING = {"y": (7, 0), "b": (5, 17)}
FLUTTER_PARTNERS = {
    "y": {"A": [(5, 0), (8, 0)], "C": [(0, 0), (11, 0)]},
    "b": {"A": [(3, 17), (6, 17)], "C": [(0, 17), (11, 17)]},
}


def add(s, d, k=1):
    return (s[0] + k * d[0], s[1] + k * d[1])


def colour(p):
    return "y" if p[0].isupper() else "b"


def kind(p):
    return p[0].upper()


def other(side):
    return "b" if side == "y" else "y"


class Game:
    def __init__(self, mode, opts):
        self.mode = mode
        self.opts = opts
        self.nf, self.nr, self.start = MODES[mode]
        self.min_run = 2 if mode == "pastang" else 3
        self.has_king = mode in ("jikaida", "stikitche")

    # ---------------------------------------------------------- geometry
    def on(self, s):
        return 0 <= s[0] < self.nf and 0 <= s[1] < self.nr

    def fronts(self, a, b):
        """Fronts crossed going from a to b (step or leap)."""
        return (a[0] // 6 != b[0] // 6) + (a[1] // 6 != b[1] // 6)

    def name(self, s):
        return FILES[s[0]] + str(s[1] + 1)

    # ---------------------------------------------------------- captures
    def can_capture(self, board, mover, t):
        """May the piece `mover` capture whatever stands on t (any kind of capture)?"""
        target = board.get(t)
        if target is None:
            return False
        if self.mode == "draks-city" and kind(mover) != "P":
            return False
        if colour(target) == colour(mover):
            return kind(mover) == "P" and kind(target) != "K"
        if kind(mover) == "S" and kind(target) == "S":
            for d in ALL8:
                q = board.get(add(t, d))
                if q is not None and kind(q) == "D" and colour(q) == colour(target):
                    return False            # Propt
        return True

    # ---------------------------------------------------------- regular moves
    def slide(self, board, s, mover, dirs, policy, maxlen=99):
        """Destinations of straight slides.  policy: 'free', 'restricted', 'one'."""
        out = set()
        for d in dirs:
            cur = s
            crossed = 0
            for i in range(1, maxlen + 1):
                nxt = add(cur, d)
                if not self.on(nxt):
                    break
                c = self.fronts(cur, nxt)
                if policy == "restricted" and c and i > 1:
                    break
                if policy == "one":
                    crossed += c
                    if c >= 2 or crossed > 1:
                        break
                if nxt in board:
                    if self.can_capture(board, mover, nxt):
                        out.add(nxt)
                    break
                out.add(nxt)
                cur = nxt
        return out

    def leaps(self, board, s, mover):
        out = set()
        for d in KNIGHT:
            t = add(s, d)
            if self.on(t) and self.fronts(s, t) <= 1 and (t not in board or self.can_capture(board, mover, t)):
                out.add(t)
        return out

    def swod_moves(self, board, s, p):
        fw = 1 if colour(p) == "y" else -1
        moved = p.endswith("'")
        out = set()
        for d in [(0, fw), (1, fw), (-1, fw)]:
            cur = s
            for _ in range(1 if moved else 3):
                cur = add(cur, d)
                if not self.on(cur):
                    break
                if cur in board:
                    if d[0] != 0 and self.can_capture(board, p, cur):
                        out.add(cur)
                    break
                out.add(cur)
        return out

    def deldar_moves(self, board, s, p):
        out = self.slide(board, s, p, ALL8, "restricted", 2)
        if p.endswith("'"):
            return out
        b2 = dict(board)
        del b2[s]
        for d in ALL8:
            cur = s
            for n1 in (1, 2):                 # first part: n1 squares in direction d
                nxt = add(cur, d)
                if not self.on(nxt) or (self.fronts(cur, nxt) and n1 > 1):
                    break
                if nxt in b2:
                    break                      # a capture (already counted) ends the move
                cur = nxt
                dirs2 = [d] if n1 == 1 else ALL8
                for t in self.slide(b2, cur, p, dirs2, "restricted", 2):
                    if t != s:
                        out.add(t)
        return out

    def paktun_moves(self, board, s, p):
        out = self.leaps(board, s, p)
        if p.endswith("'"):
            return out
        b2 = dict(board)
        del b2[s]
        for m in self.leaps(b2, s, p):
            if m in b2:
                continue                       # captured: the move ends
            for t in self.leaps(b2, m, p):
                if t != s:
                    out.add(t)
        return out

    def pallan_turns(self, board, s, p):
        """Destinations reached with a front turn."""
        out = set()
        for d in ORTH:                         # orthogonal approach
            cur = s
            while True:
                nxt = add(cur, d)
                if not self.on(nxt) or nxt in board:
                    break
                c = self.fronts(cur, nxt)
                cur = nxt
                if c:
                    # first square beyond the front: turn 45 degrees
                    for d2 in DIAG:
                        if d2[0] * d[0] + d2[1] * d[1] != 1:
                            continue           # not a 45-degree turn
                        prev = cur
                        while True:
                            t = add(prev, d2)
                            if not self.on(t) or self.fronts(prev, t):
                                break
                            if t in board:
                                if self.can_capture(board, p, t):
                                    out.add(t)
                                break
                            out.add(t)
                            prev = t
                    break                      # beyond this no second front anyway
        for d in DIAG:                         # diagonal approach
            cur = s
            while True:
                nxt = add(cur, d)
                if not self.on(nxt) or nxt in board or self.fronts(cur, nxt):
                    break
                cur = nxt                      # >= 1 diagonal step, no front yet
                beyond = add(cur, d)
                if self.on(beyond) and self.fronts(cur, beyond):
                    for d2 in [(d[0], 0), (0, d[1])]:
                        prev = cur
                        i = 0
                        while True:
                            i += 1
                            t = add(prev, d2)
                            if not self.on(t) or (self.fronts(prev, t) and i > 1):
                                break
                            if t in board:
                                if self.can_capture(board, p, t):
                                    out.add(t)
                                break
                            out.add(t)
                            prev = t
        out.discard(s)
        return out

    def regular_moves(self, board, s, p):
        k = kind(p)
        if k == "K":
            return self.slide(board, s, p, ALL8, "free", 1)
        if k == "S":
            return self.swod_moves(board, s, p)
        if k == "D":
            return self.deldar_moves(board, s, p)
        if k == "H":
            return self.slide(board, s, p, DIAG, "restricted")
        if k == "J":
            return self.slide(board, s, p, ORTH, "restricted")
        if k == "T":
            return self.paktun_moves(board, s, p)
        if k == "C":
            return self.slide(board, s, p, ALL8, "one")
        if k == "A":
            return self.slide(board, s, p, ALL8, "one") | self.leaps(board, s, p)
        if k == "P":
            return (self.slide(board, s, p, ALL8, "one") | self.leaps(board, s, p)
                    | self.pallan_turns(board, s, p))
        raise ValueError(p)

    # ---------------------------------------------------------- vaults
    def run(self, board, s, d):
        """Squares of the unbroken run of pieces starting next to s in direction d,
        and the square after it."""
        sqs = []
        cur = add(s, d)
        while self.on(cur) and cur in board:
            sqs.append(cur)
            cur = add(cur, d)
        return sqs, cur

    def vaults(self, board, s, p, dirs):
        out = set()
        for d in dirs:
            sqs, after = self.run(board, s, d)
            if len(sqs) < self.min_run:
                continue
            if self.on(after):
                out.add(after)
            for t in sqs[self.min_run:]:
                if self.can_capture(board, p, t):
                    out.add(t)
        return out

    def bent_vaults(self, board, s, p):
        out = set()
        for d1 in ALL8:
            sqs, _ = self.run(board, s, d1)
            for c in range(2, len(sqs) + 1):
                corner = sqs[c - 1]
                for d2 in ALL8:
                    if d2 == d1 or d2 == (-d1[0], -d1[1]):
                        continue
                    sqs2, after = self.run(board, corner, d2)
                    if not sqs2:
                        continue
                    if self.on(after):
                        out.add(after)
                    for j, t in enumerate(sqs2, start=1):
                        if c + j - 1 >= 3 and self.can_capture(board, p, t):
                            out.add(t)
        out.discard(s)
        return out

    def move_then_vault(self, board, s, p):
        out = set()
        b2 = dict(board)
        del b2[s]
        firsts = self.slide(board, s, p, ALL8, "one") | self.leaps(board, s, p)
        for m in firsts:
            if m in board:
                continue                       # must be a non-capturing move
            out |= self.vaults(b2, m, p, ALL8)
        out.discard(s)
        return out

    def vault_moves(self, board, s, p):
        if kind(p) == "S":
            fw = 1 if colour(p) == "y" else -1
            return self.vaults(board, s, p, [(0, fw), (1, fw), (-1, fw)])
        out = self.vaults(board, s, p, ALL8)
        if kind(p) == "P":
            out |= self.bent_vaults(board, s, p) | self.move_then_vault(board, s, p)
        return out

    def destinations(self, board, s):
        """Every square the piece on s may move to (captures included)."""
        p = board[s]
        out = self.vault_moves(board, s, p)
        if self.mode != "draks-city":
            out |= self.regular_moves(board, s, p)
        out.discard(s)
        return out

    # ---------------------------------------------------------- Kaida
    def attacked(self, board, t, by):
        """Could a piece of side `by` capture on t?  Candidate filter, then the
        full move generator of each candidate."""
        cands = set()
        for s, q in board.items():
            if colour(q) != by:
                continue
            if kind(q) == "P" or max(abs(s[0] - t[0]), abs(s[1] - t[1])) <= 4:
                cands.add(s)
        for d in ALL8:
            cur = add(t, d)
            while self.on(cur) and cur not in board:
                cur = add(cur, d)
            if self.on(cur):
                cands.add(cur)                 # first piece on the ray: sliders
                k = 1
                while self.on(cur) and cur in board:
                    if k >= self.min_run + 1:
                        cands.add(cur)         # a vaulter with >= min_run pieces between
                    cur = add(cur, d)
                    k += 1
        for s in cands:
            if colour(board[s]) == by and t in self.destinations(board, s):
                return True
        return False

    def attacked_slow(self, board, t, by):
        return any(colour(q) == by and t in self.destinations(board, s)
                   for s, q in list(board.items()))

    def king_of(self, board, side):
        for s, q in board.items():
            if q == ("K" if side == "y" else "k"):
                return s
        return None

    def in_kaida(self, board, side, attacked=None):
        k = self.king_of(board, side)
        if k is None:
            return False
        return (attacked or self.attacked)(board, k, other(side))

    # ---------------------------------------------------------- positions
    def parse(self, text):
        text = text.strip()
        if text == "start":
            text = self.start
        f = text.split()
        if len(f) != 3:
            raise ValueError("need 3 fields: board side fluttember")
        rows = f[0].split("/")
        if len(rows) != self.nr:
            raise ValueError("need %d ranks" % self.nr)
        board = {}
        for i, row in enumerate(rows):
            r = self.nr - 1 - i
            x = 0
            j = 0
            while j < len(row):
                c = row[j]
                if c.isdigit():
                    k = j
                    while k < len(row) and row[k].isdigit():
                        k += 1
                    x += int(row[j:k])
                    j = k
                    continue
                if c.upper() not in "KPACJHTDS":
                    raise ValueError("bad piece %r" % c)
                p = c
                if j + 1 < len(row) and row[j + 1] == "'":
                    if c.upper() not in "SDT":
                        raise ValueError("' only after S, D, T")
                    p += "'"
                    j += 1
                board[(x, r)] = p
                x += 1
                j += 1
            if x != self.nf:
                raise ValueError("rank %d has %d squares" % (r + 1, x))
        if f[1] not in ("y", "b"):
            raise ValueError("bad side")
        if f[2] != "-" and (set(f[2]) - set("YB") or len(set(f[2])) != len(f[2])):
            raise ValueError("bad fluttember field")
        flutter = set() if f[2] == "-" else {c.lower() for c in f[2]}
        if self.has_king:
            for k in "Kk":
                if sum(1 for q in board.values() if q == k) != 1:
                    raise ValueError("need one King per side")
        return {"board": board, "side": f[1], "flutter": flutter}

    def fmt(self, pos):
        rows = []
        for r in range(self.nr - 1, -1, -1):
            out, run = "", 0
            for x in range(self.nf):
                q = pos["board"].get((x, r))
                if q is None:
                    run += 1
                    continue
                if run:
                    out += str(run)
                    run = 0
                out += q
            if run:
                out += str(run)
            rows.append(out)
        fl = ("Y" if "y" in pos["flutter"] else "") + ("B" if "b" in pos["flutter"] else "")
        return "%s %s %s" % ("/".join(rows), pos["side"], fl or "-")

    def over(self, pos):
        board = pos["board"]
        counts = {"y": 0, "b": 0}
        for q in board.values():
            counts[colour(q)] += 1
        if pos.get("ended"):
            return True
        if not self.has_king:
            return counts["y"] == 0 or counts["b"] == 0
        return counts["y"] == 1 and counts["b"] == 1     # two bare Kings

    def promotions(self, side):
        if self.mode == "pastang":
            return ["D'"]
        if self.mode == "draks-city":
            return ["P"]
        return ["P", "A", "C", "J", "H", "T'", "D'"]

    def legal_moves(self, pos, attacked=None):
        """List of (text, child position)."""
        if self.over(pos):
            return []
        board, side = pos["board"], pos["side"]
        bare = self.has_king and sum(1 for q in board.values() if colour(q) == side) == 1
        last_rank = self.nr - 1 if side == "y" else 0
        out = []

        def push(text, nb, flutter):
            if self.has_king and self.in_kaida(nb, side, attacked):
                return
            child = {"board": nb, "side": other(side), "flutter": flutter}
            if bare:
                child["ended"] = True          # Nikaida: the one move is made
            out.append((text, child))

        for s, p in sorted(board.items()):
            if colour(p) != side:
                continue
            for t in sorted(self.destinations(board, s)):
                nb = dict(board)
                del nb[s]
                text = self.name(s) + ("x" if t in board else "-") + self.name(t)
                q = p[0] + ("'" if kind(p) in "SDT" else "")
                if kind(p) == "S" and t[1] == last_rank:
                    for promo in self.promotions(side):
                        nb2 = dict(nb)
                        nb2[t] = promo if side == "y" else promo.lower()
                        push(text + "=" + promo[0], nb2, pos["flutter"])
                    continue
                nb[t] = q
                push(text, nb, pos["flutter"])
        # King's Fluttember
        if self.mode == "jikaida" and side in pos["flutter"]:
            ks = FLUTTER_KING[side]
            if board.get(ks) == ("K" if side == "y" else "k") and not self.in_kaida(board, side, attacked):
                for k, squares in FLUTTER_PARTNERS[side].items():
                    for t in squares:
                        if board.get(t) == (k if side == "y" else k.lower()):
                            nb = dict(board)
                            nb[ks], nb[t] = nb[t], nb[ks]
                            push(self.name(ks) + "<>" + self.name(t), nb, pos["flutter"] - {side})
        if not out and self.mode == "draks-city" and self.opts["no-moves"] == "pass":
            out.append(("pass", {"board": dict(board), "side": other(side), "flutter": pos["flutter"]}))
        return out

    def perft(self, pos, depth):
        if depth == 0:
            return 1
        moves = self.legal_moves(pos)
        if depth == 1:
            return len(moves)
        return sum(self.perft(c, depth - 1) for _, c in moves)


# ---------------------------------------------------------------- self test

E12 = "12/" * 12
HAND_CHECKS = [
    # (mode, position, depth, expected nodes) -- see the docstring
    ("jikaida", "start", 1, 144),
    ("pastang", "start", 1, 30),
    ("stikitche", "start", 1, 30),
    ("draks-city", "start", 1, 30),
    ("jikaida", "11k/" + E12 + "4D7/12/12/12/11K y -", 1, 42),
    ("jikaida", "11k/" + E12 + "4D'7/12/12/12/11K y -", 1, 14),
    ("jikaida", "11k/" + "12/" * 11 + "5D'6/12/12/12/12/11K y -", 1, 19),
    ("jikaida", "11k/" + E12 + "5T'6/12/12/12/11K y -", 1, 10),
    ("jikaida", "11k/" + "12/" * 16 + "T10K y -", 1, 14),
    ("jikaida", "11k/" + "12/" * 16 + "T'10K y -", 1, 5),
    ("jikaida", "11k/" + E12 + "2P9/12/12/12/11K y -", 1, 69),
    ("jikaida", "11k/" + "12/" * 9 + "5d6/2d1s7/2sss7/2S'1S'7/2s1s7/2C1S'7/12/11K y -", 1, 24),
    ("jikaida", "11k/" + "12/" * 9 + "5d6/2s1s7/2sss7/2S'1S'7/2s1s7/2C1S'7/12/11K y -", 1, 26),
    ("jikaida", "11k/1S'10/" + "12/" * 6 + "8c3/" + "12/" * 8 + "C6KA3 y YB", 1, 71),
    ("jikaida", "11k/1S'10/" + "12/" * 6 + "8c3/" + "12/" * 8 + "C6KA3 y -", 1, 70),
    ("stikitche", "3k2/6/6/6/6/6/6/6/6/6/6/2PK2 b -", 1, 3),
    ("stikitche", "3k2/6/6/6/6/6/6/6/6/6/6/2PK2 b -", 2, 0),
    ("pastang", "6/6/2s'3/2s'3/2S'3/2D'3 y -", 1, 13),
    ("pastang", "5d'/1s'4/1s'4/1S'4/1S'4/6 y -", 1, 7),
    ("pastang", "d'5/1s'4/1s'4/1S'4/1S'4/6 y -", 1, 6),
]


def selftest(games):
    bad = 0
    for mode, pos_text, depth, want in HAND_CHECKS:
        g = Game(mode, dict(DEFAULTS))
        got = g.perft(g.parse(pos_text), depth)
        print("%-11s %s d%d: %d (want %d)%s" % (mode, pos_text, depth, got, want,
                                               "" if got == want else "  <-- MISMATCH"))
        bad += got != want
    rng = random.Random(3)
    plies = 0
    for mode in ("stikitche", "jikaida", "pastang", "draks-city"):
        g = Game(mode, dict(DEFAULTS))
        for _ in range(games if mode != "jikaida" else max(1, games // 5)):
            pos = g.parse("start")
            for _ in range(80):
                assert g.fmt(g.parse(g.fmt(pos))) == g.fmt(pos)
                fast = g.legal_moves(pos)
                slow = g.legal_moves(pos, attacked=g.attacked_slow)
                if [t for t, _ in fast] != [t for t, _ in slow]:
                    print("Kaida mismatch in", mode, g.fmt(pos))
                    bad += 1
                    break
                if not fast:
                    break
                pos = rng.choice(fast)[1]
                plies += 1
    print("random plies checked: %d, failures: %d" % (plies, bad))
    return bad == 0


DEFAULTS = {"no-moves": "lose"}
ALLOWED = {"no-moves": ("lose", "pass")}


def main(argv):
    args = argv[1:]
    if args and args[0] in ("hyrshiv", "jikshiv"):
        # the larger games (jikaida-large.md): jikaida_large_perft.py beside this file
        import jikaida_large_perft
        return jikaida_large_perft.main(argv)
    if args and args[0] == "--selftest":
        sys.exit(0 if selftest(int(args[1]) if len(args) > 1 else 10) else 1)
    divide = False
    mode = "jikaida"
    opts = dict(DEFAULTS)
    positional = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--divide":
            divide = True
        elif a == "--mode":
            i += 1
            mode = args[i]
        elif a.startswith("--mode="):
            mode = a[len("--mode="):]
        elif a == "--option" or a.startswith("--option="):
            if a == "--option":
                i += 1
                kv = args[i]
            else:
                kv = a[len("--option="):]
            k, _, v = kv.partition("=")
            if k not in ALLOWED or v not in ALLOWED[k]:
                raise SystemExit("bad option %r" % kv)
            opts[k] = v
        else:
            positional.append(a)
        i += 1
    if len(positional) != 2 or mode not in MODES:
        raise SystemExit(__doc__.split("\n\n")[2])
    g = Game(mode, opts)
    pos = g.parse(positional[0])
    depth = int(positional[1])
    if not divide:
        print("nodes %d" % g.perft(pos, depth))
        return
    total = 0
    if depth == 0:
        total = 1
    else:
        for text, child in sorted(g.legal_moves(pos), key=lambda tc: tc[0]):
            n = g.perft(child, depth - 1)
            print("%s %d" % (text, n))
            total += n
    print("nodes %d" % total)


if __name__ == "__main__":
    main(sys.argv)
