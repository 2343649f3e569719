#!/usr/bin/env python3
"""Independent reference perft for Jetan (standard library only).

Written from /work/shared/rules/jetan.md and the seeds
/work/shared/seeds/002_9e632a388dcd04ff.txt (L. Lynn Smith) and
003_629eab992747909d.txt (Gremlin) only (no Rust code read), to cross-check
the Rust engine.  Clarity over speed.

Usage:
    python3 crates/rules/tests/reference/jetan_perft.py "<position>|start" <depth> [--divide]
            [--option key=value ...]
    python3 crates/rules/tests/reference/jetan_perft.py --selftest

Options (default first; "preset" is applied first, the others override it):
    preset=smith|burroughs|gremlin
    setup=smith|manator|gremlin        used by "start" only (preset's default)
    Readings, for both sides ("warrior=FW") or one side ("black.warrior=FW",
    "orange.warrior=FW"):
      panthan=FPN|CPN
      warrior=CW|FW|CCW|CWW|FCW|FWW
      padwar=CPW|FPW
      thoat=CT|FT|JT
      dwar=CD|FD
      flier=CF|FF             flier-jump=yes|no   (no = non-jumping Odwar)
      chief=CCC|CC|FC|CWC|FCC|FWC
      princess=CCC|CC|FC|CWC|FCC|FWC (the Chief reading she moves by; always
                                  jumping; CCP, CP, FP, CWP, FCP, FWP accepted)
      courage=brave|frightened   Princess' ordinary moves
      escape=CCE|CWE|FCE|FWE|ANY escape-courage=frightened|brave
      threatened=limit|none   may the Princess end on a threatened square?
    chief-draw=always|final   Chief taken by a non-Chief: draw always, or only
                              while the ten-move count runs (Gremlin)
    no-moves=draw|loses       (no effect on perft)

Presets:
    smith      FPN CW CPW CT CD CF CCC, Princess CCC brave, escape CCE
               frightened, threatened=limit, setup smith, chief-draw=always
    burroughs  CPN CW CPW CT CD CF CWC, Princess CWC brave, escape CWE brave,
               threatened=limit, setup smith, chief-draw=always
    gremlin    CPN CW CPW JT CD CF CWC, Princess CWC, escape ANY,
               threatened=none, setup gremlin (Princess left of Chief),
               chief-draw=final

Output: with --divide one line per root move "<move> <count>" sorted by the
move text, then always "nodes <N>".  Moves in Smith's technical notation:
files A-J, ranks 1-9 and 0 for 10: "D1-C4", "C4xB6"; an escape carries "e"
after its destination ("F1-F5e"); a move that ends the game is followed by
"P" (Princess taken), "C" (Chief took Chief) or "d" (draw).

Position string (spec): ranks 10..1, files a..j, C P F D W A T N, upper case
Black, lower case Orange; side b/o; escapes left BO/B/O/-; ten-move count or -.

Definitions used (from the spec)
--------------------------------
* A move is a sequence of single steps in the reading's directions that never
  revisits a square (the start counts); Chained = exactly N steps, Free =
  1..N; Civil = all orthogonal or all diagonal; Wild = mixed; "line" readings
  (CC, FC) keep one direction.  A non-jumping piece needs every intermediate
  square of SOME path empty; a jumping piece ignores them.  The destination is
  empty or an enemy piece.  Moves are identified by (from, to, escape?).
* Thoat: CT = one orthogonal step then one diagonal step; FT = also diagonal
  then orthogonal; JT = FT squares, jumping.  (8 knight squares + the 4
  orthogonal neighbours.)
* Panthan forward is towards the enemy (Black up, Orange down).  FPN: forward,
  sideways, the 4 diagonals; CPN: forward, sideways, 2 forward diagonals.
* The Princess never captures (her destination must be empty).
* Threatened square: some enemy piece other than the Princess has a path to
  it (under the enemy's readings, intermediate squares empty unless it jumps)
  with the moving Princess lifted off the board.  RESOLUTION: a square holding
  one of our pieces is threatened if an enemy could capture it there; a square
  holding an enemy piece is not (the enemy cannot capture on it; fixed by the
  engine helper to follow jetan.md's "could capture on it"); this only matters
  for squares on a frightened path.
  Brave: only the destination must be unthreatened.  Frightened: every square
  of some path after the start (the destination included) must be
  unthreatened; the start square is not examined.
* Escape: once per side, same jumping / no-capture / unthreatened-end rules,
  10 steps (CCE exactly 10 civil, CWE exactly 10 wild, FCE 1..10 civil, FWE
  1..10 wild, never revisiting a square), or ANY = any empty square.  An escape
  and an ordinary move to the same square are two moves.
* Game end: a piece moving onto the enemy Princess wins (the game ends at
  once); the Chief taking the Chief wins; a Chief taken by another piece is a
  draw (chief-draw=final: only when the ten-move count was already running
  before the move; otherwise the Chief is simply removed).
  Ten-move draw (RESOLUTION): after a move that does not end the game, if the
  count runs it is decremented and the game is drawn when it reaches 0;
  otherwise, if both sides have 3 pieces or fewer (Chief and Princess
  included) of equal total value (N1 W2 A2 T3 D4 F4 C10 P0), the count starts
  at 10.  Once started it runs even if the material changes.  A root count of
  0 is a finished game.  No legal move: the game is over (draw or loss).
* Burroughs preset: the escape is taken as brave (the preset only says
  "Brave, escape Chained Wild").

Hand-checked positions (counted by hand, then confirmed with this program)
---------------------------------------------------------------------------
The first rank of a position string is rank 10.  Coordinates (x, y) below are
0-based (a1 = (0,0)).  Re-run by --selftest (HAND_CHECKS).

1. Start, Smith preset, depth 1 = 61.  Panthans B2..I2 (FPN): forward and two
   forward diagonals (sideways and backward squares are occupied) = 8 x 3 =
   24.  Thoats (CT): A2 -> A3 then diagonal -> B4 only (the E step is
   blocked by B2; C1 is own) = 1, J2 -> I4 = 1.  Warriors, Padwars, Dwars,
   Chief: every first step is blocked = 0.  Fliers (CF, jumping) D1 -> A4 C4
   E4 G4, G1 -> D4 F4 H4 J4 = 8.  Princess F1 (CCC, jumping): of her 32
   pattern squares the empty ones are C4 E3 E4 F4 G3 G4 I4 = 7 (nothing of
   Orange reaches rank 3-4).  Escape (CCE, frightened): Orange threatens all
   of ranks 7-8 (Panthans, Thoats, Fliers), so the 10-step walks stay in ranks
   1-6; both civil lattices keep the square colour of F1, so the targets are
   the 20 empty squares of that colour in ranks 3-6 (B3 D3 F3 H3 J3, A4 ..
   I4, B5 .. J5, A6 .. I6), all reachable.  24+2+8+7+20 = 61.
   Burroughs preset: Panthans CPN give the same 24; Princess CWC: all 14
   empty squares of ranks 3-4 in files C-I; escape CWE brave: every empty
   unthreatened square = ranks 3-6 = 40 -> 24+2+8+14+40 = 88.
   Gremlin preset (Princess E1, Chief F1): Thoats JT jump: A2 -> A3 B4 C3,
   J2 -> J3 I4 H3 = 6; Princess CWC from E1: ranks 3-4 files B-H = 14; escape
   ANY: all 60 empty squares of ranks 3-8 -> 24+6+8+14+60 = 112.
   Program (depth 1/2/3): smith 61 / 3677 / 229193 (about 17 s);
   burroughs 88 / 7723 / 594505 (about 45 s); gremlin 112 / 12530 / 1133755
   (about 12 s); setup=manator (Smith) 61 / 3686.

2. Thoat readings.  "9p/10/10/10/4N5/3NT5/10/10/10/P9 b - -"
   Black Thoat e5, Panthans e6 d5, Princess a1; Orange Princess j10.
   Thoat CT (straight then diagonal, not jumping): N and W first steps are
   blocked by e6, d5; via e4: d3 f3 f5 (d5 own); via f5: g6 g4 e4 (e6 own)
   -> 6.  FT adds diagonal-first paths: via d6: d7 c6; via f6: f7; via d4: c4
   -> 10.  JT: all 12 pattern squares but the two own = 10.
   Panthan e6 (FPN): e7 d6 f6 d7 f7 f5 (d5 own) = 6; Panthan d5: d6 c5 c6 c4
   e4 (e5, e6 own) = 5.  Princess a1 (CCC) from the corner: a2 (E,N,W), b1,
   a4, b3, c2, d1, b4 (NE,NW,NE), d2, d4 = 9; b2 is NOT reachable (3 diagonal
   steps from a corner cannot end next to it without revisiting; orthogonal
   parity is wrong).  perft(1): CT 6+6+5+9 = 26; FT and JT 30; with
   panthan=CPN (e6: e7 d6 f6 d7 f7 = 5, d5: d6 c5 c6 = 3): 23.

3. Threatened squares, brave / frightened.  "9p/10/10/10/10/4d5/10/10/10/4P5 b - -"
   Orange Dwar e5 (CD) threatens the squares at orthogonal distance 1 or 3:
   d5 f5 e4 e6 e8 e2 b5 h5 d7 f7 d3 f3 c6 g6 c4 g4.  Black Princess e1 (CCC)
   has 18 pattern squares (e2 d1 f1 e4 d3 f3 c2 g2 b1 h1 d2 f2 d4 f4 b2 h2 b4
   h4); threatened=none -> 18.  Brave (default): minus e2 e4 d3 f3 -> 14.
   Frightened: d1 and f1 are reached only by N-W-S / N-E-S through the
   threatened e2 -> 12 (c2 via d1 c1, d2 via f2 e3, b4 via d2 c3, ... fine).
   Princess lifted: "9p/10/10/10/10/4d5/10/4P5/10/10 b - -" (Princess e3):
   e2 is threatened through her own square (e5-e4-e3-e2) and is excluded;
   her 18 destinations: d1 f1 c2 g2 b3 h3 and the 12 diagonal ones d4 f4 d2
   f2 d6 f6 b4 h4 b2 h2 b6 h6.

4. The escape.  "9p/10/10/10/10/10/nnnnnnnnnn/10/10/P9 b B -"
   Orange Panthans a4..j4 threaten all of ranks 3, 4 and 5 (forward,
   sideways, backward diagonals).  Princess a1 ordinary moves: a2 b1 c2 d1 d2
   = 5 (a4 b4 d4 occupied, b3 threatened, b2 unreachable).  Frightened CCE
   escape: the walk must stay in ranks 1-2; diagonal walks zig-zag to the
   right and die at j2 after 9 steps; orthogonal 10-step walks in the 2 x 10
   ladder reach every square of a1's colour there: (9,1) straight, (8,0)
   (7,1) (6,0) (5,1) with 1-2 "snakes" of +2 steps, (4,0) (2,0) by going out
   on rank 2 and back on rank 1, (1,1) (3,1) out on rank 1 and back on rank
   2 -> 9.  perft(1) = 14.  escape-courage=brave: the walk ignores threats;
   empty unthreatened targets of a1's colour within 10 orthogonal steps
   (x+y even, x+y <= 10) or 10 diagonal steps (x, y both even): ranks 1-2
   the same 9, ranks 6-10: B6 D6 F6, A7 C7 E7, B8 D8, A9 C9, B0 and diagonal
   only G7 I7 E9 G9 I9 = 16 -> 5 + 25 = 30.  Without the right ("b - -"): 5.

5. Warrior readings, per side.  "9p/10/10/10/10/4W5/10/10/10/P9 b - -"
   Warrior e5 on an empty board: CW 8, FW 12, CCW 12, FCW 16, CWW 24, FWW 24;
   + Princess a1 9 -> 17, 21, 21, 25, 33, 33.  orange.warrior=FW leaves
   Black's 17; black.warrior=FW gives 21.

6. Chief taken.  "9p/10/4c5/10/10/4D5/10/10/10/P9 b - -"
   Black Dwar e5: 16 squares at orthogonal distance 1 or 3 (one is E5xE8,
   the Orange Chief) + Princess a1 9 = 25.  Default: E5xE8 is a draw ->
   divide line "E5xE8d 0".  chief-draw=final (the ten-move count is not
   running): the Chief is just removed, Orange's Princess j10 moves: her 9
   corner squares minus g9 g7 (threatened by the Dwar now on e8) = 7 ->
   "E5xE8 7".

7. Chief takes Chief; the ten-move count.  "9p/10/4c5/10/10/4C5/10/10/10/P9 b - -"
   Black Chief e5 (CCC): 16 orthogonal + 16 diagonal pattern squares, all
   reachable, one is E5xE8C (win) + Princess 9 = 41.  With the count at 1
   ("b - 1") every move ends the game: E5xE8C wins, the 40 others end the
   count ("...d") -> perft(2) = 0; with the count at 2, perft(3) = 0.

8. Princess taken.  "9p/8N1/10/10/10/10/10/10/10/P9 b - -"
   Panthan i9 (FPN): i10 h9 j9 h10 h8 j8 and I9xJ0P (win) = 7 + Princess 9 =
   16.  Depth 2: "I9xJ0P 0"; after A1-A2 Orange's Princess j10 has her 9
   corner squares minus i10 h9 j9 (threatened by the Panthan) = 6; after
   I9-H8: minus i8 g9 g7 i7 h9 -> 4.
"""

import itertools
import sys

N = 10
FILES = "abcdefghij"
ORTH = [(0, 1), (1, 0), (0, -1), (-1, 0)]
DIAG = [(1, 1), (1, -1), (-1, -1), (-1, 1)]
ALL8 = ORTH + DIAG
VALUE = {"N": 1, "W": 2, "A": 2, "T": 3, "D": 4, "F": 4, "C": 10, "P": 0}
ROLE = {"C": "chief", "P": "princess", "F": "flier", "D": "dwar", "W": "warrior",
        "A": "padwar", "T": "thoat", "N": "panthan"}

SETUPS = {
    "smith": "wadfpcfdaw/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/WADFCPFDAW b BO -",
    "manator": "wadfcpfdaw/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/WADFCPFDAW b BO -",
    "gremlin": "wadfcpfdaw/tnnnnnnnnt/10/10/10/10/10/10/TNNNNNNNNT/WADFPCFDAW b BO -",
}

PRESETS = {
    "smith": dict(panthan="FPN", warrior="CW", padwar="CPW", thoat="CT", dwar="CD",
                  flier="CF", chief="CCC", princess="CCC", courage="brave",
                  escape="CCE", **{"escape-courage": "frightened", "flier-jump": "yes"},
                  threatened="limit"),
    "burroughs": dict(panthan="CPN", warrior="CW", padwar="CPW", thoat="CT", dwar="CD",
                      flier="CF", chief="CWC", princess="CWC", courage="brave",
                      escape="CWE", **{"escape-courage": "brave", "flier-jump": "yes"},
                      threatened="limit"),
    "gremlin": dict(panthan="CPN", warrior="CW", padwar="CPW", thoat="JT", dwar="CD",
                    flier="CF", chief="CWC", princess="CWC", courage="brave",
                    escape="ANY", **{"escape-courage": "brave", "flier-jump": "yes"},
                    threatened="none"),
}
PRESET_GLOBAL = {
    "smith": {"setup": "smith", "chief-draw": "always"},
    "burroughs": {"setup": "smith", "chief-draw": "always"},
    "gremlin": {"setup": "gremlin", "chief-draw": "final"},
}
SIDE_KEYS = {
    "panthan": ("FPN", "CPN"),
    "warrior": ("CW", "FW", "CCW", "CWW", "FCW", "FWW"),
    "padwar": ("CPW", "FPW"),
    "thoat": ("CT", "FT", "JT"),
    "dwar": ("CD", "FD"),
    "flier": ("CF", "FF"),
    "flier-jump": ("yes", "no"),
    "chief": ("CCC", "CC", "FC", "CWC", "FCC", "FWC"),
    "princess": ("CCC", "CC", "FC", "CWC", "FCC", "FWC"),
    "courage": ("brave", "frightened"),
    "escape": ("CCE", "CWE", "FCE", "FWE", "ANY"),
    "escape-courage": ("frightened", "brave"),
    "threatened": ("limit", "none"),
}
PRINCESS_ALIASES = {"CCP": "CCC", "CP": "CC", "FP": "FC", "CWP": "CWC", "FCP": "FCC",
                    "FWP": "FWC"}
GLOBAL_KEYS = {
    "preset": ("smith", "burroughs", "gremlin"),
    "setup": ("smith", "manator", "gremlin"),
    "chief-draw": ("always", "final"),
    "no-moves": ("draw", "loses"),
}


def on_board(s):
    return 0 <= s[0] < N and 0 <= s[1] < N


def add(s, d):
    return (s[0] + d[0], s[1] + d[1])


def tech(s):
    return FILES[s[0]].upper() + str((s[1] + 1) % 10)


def side_of(p):
    return "b" if p.isupper() else "o"


def other(side):
    return "o" if side == "b" else "b"


# ---------------------------------------------------------------- readings

def step_sequences(kind, lengths):
    """Direction sequences for a step pattern."""
    out = []
    for n in lengths:
        if kind == "orth":
            out += list(itertools.product(ORTH, repeat=n))
        elif kind == "diag":
            out += list(itertools.product(DIAG, repeat=n))
        elif kind == "civil":
            out += list(itertools.product(ORTH, repeat=n))
            out += list(itertools.product(DIAG, repeat=n))
        elif kind == "wild":
            out += list(itertools.product(ALL8, repeat=n))
        elif kind == "line":
            out += [(d,) * n for d in ALL8]
        else:
            raise ValueError(kind)
    return out


CHIEF_LIKE = {
    "CCC": ("civil", [3]), "CC": ("line", [3]), "FC": ("line", [1, 2, 3]),
    "CWC": ("wild", [3]), "FCC": ("civil", [1, 2, 3]), "FWC": ("wild", [1, 2, 3]),
}


def reading_sequences(role, code, side, flier_jump):
    """(list of direction sequences, jumping?) for a piece role and reading."""
    fwd = 1 if side == "b" else -1
    if role == "panthan":
        dirs = [(0, fwd), (1, 0), (-1, 0), (1, fwd), (-1, fwd)]
        if code == "FPN":
            dirs += [(1, -fwd), (-1, -fwd)]
        return [(d,) for d in dirs], False
    if role == "warrior":
        kind, lens = {"CW": ("orth", [2]), "FW": ("orth", [1, 2]),
                      "CCW": ("civil", [2]), "CWW": ("wild", [2]),
                      "FCW": ("civil", [1, 2]), "FWW": ("wild", [1, 2])}[code]
        return step_sequences(kind, lens), False
    if role == "padwar":
        return step_sequences("diag", [2] if code == "CPW" else [1, 2]), False
    if role == "thoat":
        seqs = [(o, d) for o in ORTH for d in DIAG]
        if code in ("FT", "JT"):
            seqs += [(d, o) for d in DIAG for o in ORTH]
        return seqs, code == "JT"
    if role == "dwar":
        return step_sequences("orth", [3] if code == "CD" else [1, 2, 3]), False
    if role == "flier":
        return step_sequences("diag", [3] if code == "CF" else [1, 2, 3]), flier_jump == "yes"
    if role == "chief":
        kind, lens = CHIEF_LIKE[code]
        return step_sequences(kind, lens), False
    if role == "princess":
        kind, lens = CHIEF_LIKE[code]
        return step_sequences(kind, lens), True
    raise ValueError(role)


_PATHS = {}


def paths_from(role, code, side, flier_jump, s):
    """All non-revisiting on-board paths (tuple of squares after s) for a piece."""
    key = (role, code, side if role == "panthan" else "", flier_jump if role == "flier" else "", s)
    if key not in _PATHS:
        seqs, jump = reading_sequences(role, code, side, flier_jump)
        result = set()
        for seq in seqs:
            cur = s
            seen = {s}
            path = []
            ok = True
            for d in seq:
                cur = add(cur, d)
                if not on_board(cur) or cur in seen:
                    ok = False
                    break
                seen.add(cur)
                path.append(cur)
            if ok:
                result.add(tuple(path))
        _PATHS[key] = (sorted(result), jump)
    return _PATHS[key]


class Rules:
    def __init__(self, opts):
        self.opts = opts

    def side_opt(self, side, key):
        return self.opts[("black." if side == "b" else "orange.") + key]

    def piece_paths(self, p, s):
        side = side_of(p)
        role = ROLE[p.upper()]
        code = self.side_opt(side, role)
        return paths_from(role, code, side, self.side_opt(side, "flier-jump"), s)


# ---------------------------------------------------------------- position

class Pos:
    def __init__(self, board, side, escapes, count, over=False):
        self.board = board        # dict square -> letter
        self.side = side          # 'b' / 'o'
        self.escapes = escapes    # set of sides that still have the escape
        self.count = count        # plies left of the ten-move count, or None
        self.over = over


def parse_position(text, opts):
    text = text.strip()
    if text == "start":
        text = SETUPS[opts["setup"]]
    f = text.split()
    if len(f) != 4:
        raise ValueError("need 4 fields: board side escapes count")
    rows = f[0].split("/")
    if len(rows) != N:
        raise ValueError("need 10 ranks")
    board = {}
    for i, row in enumerate(rows):
        r = N - 1 - i
        cells = []
        j = 0
        while j < len(row):
            if row[j].isdigit():
                k = j
                while k < len(row) and row[k].isdigit():
                    k += 1
                cells += ["."] * int(row[j:k])
                j = k
            else:
                cells.append(row[j])
                j += 1
        if len(cells) != N:
            raise ValueError("rank %d has %d squares" % (r + 1, len(cells)))
        for fi, c in enumerate(cells):
            if c == ".":
                continue
            if c.upper() not in ROLE:
                raise ValueError("bad piece %r" % c)
            board[(fi, r)] = c
    if f[1] not in ("b", "o"):
        raise ValueError("bad side")
    if f[2] != "-" and (set(f[2]) - set("BO") or len(set(f[2])) != len(f[2])):
        raise ValueError("bad escapes")
    escapes = set() if f[2] == "-" else {c.lower() for c in f[2]}
    count = None if f[3] == "-" else int(f[3])
    for p in "Pp":
        if sum(1 for q in board.values() if q == p) != 1:
            raise ValueError("need one Princess per side")
    for p in "Cc":
        if sum(1 for q in board.values() if q == p) > 1:
            raise ValueError("at most one Chief per side")
    return Pos(board, f[1], escapes, count, over=(count == 0))


# ---------------------------------------------------------------- rules

def threatened_squares(rules, pos, side):
    """Squares that an enemy of `side` (not its Princess) could capture on,
    with `side`'s Princess lifted off the board."""
    board = {s: p for s, p in pos.board.items() if p != ("P" if side == "b" else "p")}
    out = set()
    for s, p in board.items():
        if side_of(p) == side or p in "Pp":
            continue
        paths, jump = rules.piece_paths(p, s)
        for path in paths:
            # Fix (Jikai engine helper): a square held by the threatening side itself cannot
            # be captured on ("could capture on it with its next move", jetan.md).
            q = board.get(path[-1])
            if q is not None and side_of(q) != side:
                continue
            if jump or all(x not in board for x in path[:-1]):
                out.add(path[-1])
    return out


def piece_destinations(rules, pos, s):
    """Destinations (ordinary moves) of a non-Princess piece."""
    p = pos.board[s]
    me = side_of(p)
    paths, jump = rules.piece_paths(p, s)
    out = set()
    for path in paths:
        dest = path[-1]
        q = pos.board.get(dest)
        if q is not None and side_of(q) == me:
            continue
        if jump or all(x not in pos.board for x in path[:-1]):
            out.add(dest)
    return out


def princess_destinations(rules, pos, s, threat):
    p = pos.board[s]
    me = side_of(p)
    paths, _ = rules.piece_paths(p, s)        # always jumping
    limit = rules.side_opt(me, "threatened") == "limit"
    frightened = limit and rules.side_opt(me, "courage") == "frightened"
    out = set()
    for path in paths:
        dest = path[-1]
        if dest in pos.board:
            continue                           # never captures
        if limit and dest in threat:
            continue
        if frightened and any(x in threat for x in path):
            continue
        out.add(dest)
    return out


def lattice_dist(a, b, kind):
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    if kind == "orth":
        return dx + dy
    if kind == "wild":
        return max(dx, dy)
    # diagonal lattice: same colour needed; distance in (u, v) = (x+y, x-y)
    if (dx + dy) % 2:
        return None
    du, dv = abs((a[0] + a[1]) - (b[0] + b[1])), abs((a[0] - a[1]) - (b[0] - b[1]))
    return (du + dv) // 2


def walk_endpoints(start, kind, exact, maxlen, allowed, candidates):
    """Endpoints of non-revisiting walks of `maxlen` steps (exact) or 1..maxlen
    steps (not exact) from start, on lattice `kind` ('orth', 'diag', 'wild'),
    every square after the start lying in `allowed` (None = any square).
    Only endpoints in `candidates` are of interest; branches that cannot reach
    a candidate not yet found are pruned (the result is exact)."""
    dirs = {"orth": ORTH, "diag": DIAG, "wild": ALL8}[kind]
    bipartite = kind != "wild"
    found = set()
    todo = set(candidates)

    def can_still_help(cur, remaining):
        for t in todo:
            d = lattice_dist(cur, t, kind)
            if d is None or d > remaining:
                continue
            if exact and bipartite and (remaining - d) % 2:
                continue
            return True
        return False

    visited = {start}

    def dfs(cur, steps):
        remaining = maxlen - steps
        if steps > 0 and (not exact or remaining == 0) and cur in todo:
            todo.discard(cur)
            found.add(cur)
        if remaining == 0 or not todo or not can_still_help(cur, remaining):
            return
        for d in dirs:
            nxt = add(cur, d)
            if not on_board(nxt) or nxt in visited:
                continue
            if allowed is not None and nxt not in allowed:
                continue
            visited.add(nxt)
            dfs(nxt, steps + 1)
            visited.discard(nxt)

    dfs(start, 0)
    return found


ESCAPE_KIND = {"CCE": (["orth", "diag"], True), "CWE": (["wild"], True),
               "FCE": (["orth", "diag"], False), "FWE": (["wild"], False)}
_BRAVE_ESCAPES = {}


def escape_destinations(rules, pos, s, threat):
    me = side_of(pos.board[s])
    code = rules.side_opt(me, "escape")
    limit = rules.side_opt(me, "threatened") == "limit"
    frightened = limit and rules.side_opt(me, "escape-courage") == "frightened"
    empty = [(f, r) for f in range(N) for r in range(N)
             if (f, r) not in pos.board and (f, r) != s]
    if code == "ANY":
        return {t for t in empty if not (limit and t in threat)}
    kinds, exact = ESCAPE_KIND[code]
    if not frightened:
        key = (code, s)
        if key not in _BRAVE_ESCAPES:             # pure geometry, cached
            allsq = [(f, r) for f in range(N) for r in range(N) if (f, r) != s]
            reach = set()
            for kind in kinds:
                reach |= walk_endpoints(s, kind, exact, 10, None, allsq)
            _BRAVE_ESCAPES[key] = reach
        return {t for t in empty if t in _BRAVE_ESCAPES[key] and not (limit and t in threat)}
    allowed = {(f, r) for f in range(N) for r in range(N)} - threat
    cands = [t for t in empty if t in allowed]
    reach = set()
    for kind in kinds:
        reach |= walk_endpoints(s, kind, exact, 10, allowed, cands)
    return reach


def legal_moves(rules, pos):
    """List of (from, to, is_escape) for the side to move."""
    if pos.over:
        return []
    me = pos.side
    moves = []
    threat = None
    for s, p in sorted(pos.board.items()):
        if side_of(p) != me:
            continue
        if p.upper() == "P":
            if threat is None:
                threat = threatened_squares(rules, pos, me)
            for t in sorted(princess_destinations(rules, pos, s, threat)):
                moves.append((s, t, False))
            if me in pos.escapes:
                for t in sorted(escape_destinations(rules, pos, s, threat)):
                    moves.append((s, t, True))
        else:
            for t in sorted(piece_destinations(rules, pos, s)):
                moves.append((s, t, False))
    return moves


def side_material(board, side):
    ps = [p for p in board.values() if side_of(p) == side]
    return len(ps), sum(VALUE[p.upper()] for p in ps)


def make_move(rules, pos, move):
    """Return (child, end_marker) where end_marker is '', 'P', 'C' or 'd'."""
    s, t, esc = move
    me = pos.side
    board = dict(pos.board)
    mover = board.pop(s)
    victim = board.get(t)
    escapes = set(pos.escapes)
    if esc:
        escapes.discard(me)
    running_before = pos.count is not None
    child = Pos(board, other(me), escapes, pos.count)
    if victim is not None and victim.upper() == "P":
        board[t] = mover                   # both stand there; the game is won
        child.over = True
        return child, "P"
    board[t] = mover
    if victim is not None and victim.upper() == "C":
        if mover.upper() == "C":
            child.over = True
            return child, "C"
        if rules.opts["chief-draw"] == "always" or running_before:
            child.over = True
            return child, "d"
    if running_before:
        child.count = pos.count - 1
        if child.count == 0:
            child.over = True
            return child, "d"
    else:
        nb, vb = side_material(board, "b")
        no, vo = side_material(board, "o")
        if nb <= 3 and no <= 3 and vb == vo:
            child.count = 10
    return child, ""


def move_text_in(pos, move, marker):
    s, t, esc = move
    sep = "x" if t in pos.board else "-"
    return tech(s) + sep + tech(t) + ("e" if esc else "") + marker


def perft(rules, pos, depth):
    if depth == 0:
        return 1
    moves = legal_moves(rules, pos)
    if depth == 1:
        return len(moves)
    return sum(perft(rules, make_move(rules, pos, m)[0], depth - 1) for m in moves)


# ---------------------------------------------------------------- options

def build_options(pairs):
    g = {"preset": "smith", "no-moves": "draw"}
    for k, v in pairs:
        if k == "preset":
            if v not in GLOBAL_KEYS["preset"]:
                raise SystemExit("bad preset %r" % v)
            g["preset"] = v
    opts = {}
    opts.update(PRESET_GLOBAL[g["preset"]])
    opts["no-moves"] = "draw"
    for side in ("black", "orange"):
        for k, v in PRESETS[g["preset"]].items():
            opts[side + "." + k] = v
    for k, v in pairs:
        if k == "preset":
            continue
        if k in GLOBAL_KEYS:
            if v not in GLOBAL_KEYS[k]:
                raise SystemExit("bad value for %s: %r" % (k, v))
            opts[k] = v
            continue
        sides = ("black", "orange")
        base = k
        if "." in k:
            pre, base = k.split(".", 1)
            if pre not in sides:
                raise SystemExit("bad option %r" % k)
            sides = (pre,)
        if base not in SIDE_KEYS:
            raise SystemExit("unknown option %r" % k)
        if base == "princess":
            v = PRINCESS_ALIASES.get(v, v)
        if v not in SIDE_KEYS[base]:
            raise SystemExit("bad value for %s: %r" % (k, v))
        for sd in sides:
            opts[sd + "." + base] = v
    return opts


HAND_CHECKS = [
    # (position, depth, option pairs, expected nodes) -- see the docstring
    ("start", 1, [], 61),
    ("start", 1, [("preset", "burroughs")], 88),
    ("start", 1, [("preset", "gremlin")], 112),
    ("9p/10/10/10/4N5/3NT5/10/10/10/P9 b - -", 1, [], 26),
    ("9p/10/10/10/4N5/3NT5/10/10/10/P9 b - -", 1, [("thoat", "FT")], 30),
    ("9p/10/10/10/4N5/3NT5/10/10/10/P9 b - -", 1, [("thoat", "JT")], 30),
    ("9p/10/10/10/4N5/3NT5/10/10/10/P9 b - -", 1, [("panthan", "CPN")], 23),
    ("9p/10/10/10/10/4d5/10/10/10/4P5 b - -", 1, [], 14),
    ("9p/10/10/10/10/4d5/10/10/10/4P5 b - -", 1, [("courage", "frightened")], 12),
    ("9p/10/10/10/10/4d5/10/10/10/4P5 b - -", 1, [("threatened", "none")], 18),
    ("9p/10/10/10/10/4d5/10/4P5/10/10 b - -", 1, [], 18),
    ("9p/10/10/10/10/10/nnnnnnnnnn/10/10/P9 b B -", 1, [], 14),
    ("9p/10/10/10/10/10/nnnnnnnnnn/10/10/P9 b B -", 1, [("escape-courage", "brave")], 30),
    ("9p/10/10/10/10/10/nnnnnnnnnn/10/10/P9 b - -", 1, [], 5),
    ("9p/10/10/10/10/4W5/10/10/10/P9 b - -", 1, [], 17),
    ("9p/10/10/10/10/4W5/10/10/10/P9 b - -", 1, [("warrior", "FW")], 21),
    ("9p/10/10/10/10/4W5/10/10/10/P9 b - -", 1, [("orange.warrior", "FW")], 17),
    ("9p/10/10/10/10/4W5/10/10/10/P9 b - -", 1, [("black.warrior", "FW")], 21),
    ("9p/10/10/10/10/4W5/10/10/10/P9 b - -", 1, [("warrior", "CCW")], 21),
    ("9p/10/10/10/10/4W5/10/10/10/P9 b - -", 1, [("warrior", "FCW")], 25),
    ("9p/10/10/10/10/4W5/10/10/10/P9 b - -", 1, [("warrior", "CWW")], 33),
    ("9p/10/10/10/10/4W5/10/10/10/P9 b - -", 1, [("warrior", "FWW")], 33),
    ("9p/10/4c5/10/10/4D5/10/10/10/P9 b - -", 1, [], 25),
    ("9p/10/4c5/10/10/4C5/10/10/10/P9 b - -", 1, [], 41),
    ("9p/10/4c5/10/10/4C5/10/10/10/P9 b - 1", 2, [], 0),
    ("9p/10/4c5/10/10/4C5/10/10/10/P9 b - 2", 3, [], 0),
    ("9p/8N1/10/10/10/10/10/10/10/P9 b - -", 1, [], 16),
]
DIVIDE_CHECKS = [
    # (position, depth, option pairs, move text, expected count)
    ("9p/10/4c5/10/10/4D5/10/10/10/P9 b - -", 2, [], "E5xE8d", 0),
    ("9p/10/4c5/10/10/4D5/10/10/10/P9 b - -", 2, [("chief-draw", "final")], "E5xE8", 7),
    ("9p/8N1/10/10/10/10/10/10/10/P9 b - -", 2, [], "I9xJ0P", 0),
    ("9p/8N1/10/10/10/10/10/10/10/P9 b - -", 2, [], "A1-A2", 6),
    ("9p/8N1/10/10/10/10/10/10/10/P9 b - -", 2, [], "I9-H8", 4),
]


def divide(rules, pos, depth):
    out = {}
    for m in legal_moves(rules, pos):
        child, marker = make_move(rules, pos, m)
        out[move_text_in(pos, m, marker)] = perft(rules, child, depth - 1)
    return out


def walk_endpoints_bruteforce(start, kind, exact, maxlen, allowed):
    """Every non-revisiting walk, no pruning (for the self test)."""
    dirs = {"orth": ORTH, "diag": DIAG, "wild": ALL8}[kind]
    found = set()

    def rec(cur, visited, steps):
        if steps > 0 and (not exact or steps == maxlen):
            found.add(cur)
        if steps == maxlen:
            return
        for d in dirs:
            nxt = add(cur, d)
            if on_board(nxt) and nxt not in visited and (allowed is None or nxt in allowed):
                rec(nxt, visited | {nxt}, steps + 1)

    rec(start, {start}, 0)
    return found


def selftest():
    bad = 0
    for pos_text, depth, pairs, want in HAND_CHECKS:
        opts = build_options(pairs)
        rules = Rules(opts)
        got = perft(rules, parse_position(pos_text, opts), depth)
        print("%-60s d%d %s: %d (want %d)%s" % (pos_text, depth, pairs, got, want,
                                                 "" if got == want else "  <-- MISMATCH"))
        bad += got != want
    for pos_text, depth, pairs, move, want in DIVIDE_CHECKS:
        opts = build_options(pairs)
        rules = Rules(opts)
        got = divide(rules, parse_position(pos_text, opts), depth).get(move)
        print("%-60s d%d %s: %s %s (want %d)%s" % (pos_text, depth, pairs, move, got, want,
                                                    "" if got == want else "  <-- MISMATCH"))
        bad += got != want
    # the pruned walk search against plain enumeration
    import random
    rng = random.Random(7)
    allsq = [(f, r) for f in range(N) for r in range(N)]
    for trial in range(40):
        kind = rng.choice(["orth", "diag", "wild"])
        maxlen = rng.choice([4, 5, 6] if kind == "wild" else [6, 8, 10])
        exact = rng.random() < 0.5
        start = rng.choice(allsq)
        allowed = None if rng.random() < 0.3 else {s for s in allsq if rng.random() < 0.6}
        cands = [s for s in allsq if s != start and rng.random() < 0.7]
        want = walk_endpoints_bruteforce(start, kind, exact, maxlen, allowed) & set(cands)
        got = walk_endpoints(start, kind, exact, maxlen, allowed, cands)
        if got != want:
            print("walk mismatch", kind, exact, maxlen, start)
            bad += 1
    print("failures: %d" % bad)
    return bad == 0


def main(argv):
    args = argv[1:]
    if args and args[0] == "--selftest":
        sys.exit(0 if selftest() else 1)
    divide = False
    pairs = []
    positional = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--divide":
            divide = True
        elif a == "--option" or a.startswith("--option="):
            if a == "--option":
                i += 1
                kv = args[i]
            else:
                kv = a[len("--option="):]
            k, _, v = kv.partition("=")
            pairs.append((k, v))
        else:
            positional.append(a)
        i += 1
    if len(positional) != 2:
        raise SystemExit(__doc__.split("\n\n")[2])
    opts = build_options(pairs)
    rules = Rules(opts)
    pos = parse_position(positional[0], opts)
    depth = int(positional[1])
    if not divide:
        print("nodes %d" % perft(rules, pos, depth))
        return
    total = 0
    if depth == 0:
        total = 1
    else:
        lines = []
        for m in legal_moves(rules, pos):
            child, marker = make_move(rules, pos, m)
            n = perft(rules, child, depth - 1)
            lines.append((move_text_in(pos, m, marker), n))
            total += n
        for text, n in sorted(lines):
            print("%s %d" % (text, n))
    print("nodes %d" % total)


if __name__ == "__main__":
    main(sys.argv)
