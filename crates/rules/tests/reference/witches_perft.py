#!/usr/bin/env python3
"""Independent reference perft for Jacks and Witches 84 (standard library only).

Written from /work/shared/rules/witches.md and the seed
/work/shared/seeds/001_77fd705ac19cfb75.txt only (no Rust code read), to
cross-check the Rust engine.  Clarity over speed.

Usage:
    python3 crates/rules/tests/reference/witches_perft.py "<position>|start" <depth> [--divide]
            [--option key=value ...]
    python3 crates/rules/tests/reference/witches_perft.py --selftest [games]

Options (default first):
    jack-null=wazir|always   the "move to its current position" of a Jack on the
                             d/e file: only while Jacks move as Wazirs (it is the
                             Wazir step from the eye back onto the Jack), or in both
                             Wazir and Ferz modes
    jack-commute=eye|free    a Jack on a teleporter may commute only when its eye is
                             empty ("A Jack moves only when its eye is empty"), or
                             whatever its eye holds

Output: with --divide one line per root move "<move> <count>" sorted by the
move text, then always "nodes <N>".

Move text (spec "Notation", without piece letters):
    b1-a3  b1xa3        ordinary move / capture (en passant too: b5xa6)
    b7-b8=R  a7xb8=J    promotion (a promoted Can(n)on is C, Pao mode)
    z1xz7  z1xz7=V      Can(n)on move; "=V"/"=P" only when the mode changes
    z1=V                Can(n)on flip without moving
    J@d2                Jack drop
    c3~f6  c3~f6=V      commute (a Can(n)on may change mode with it)
    d1-a4(b2>z3)        Witch move dragging the piece from b2 to z3
    c3~f6(b4>c3)        Witch commute dragging the adjacent piece b4 onto c3
    d2-d2               a Jack's move "to its current position"

The position string is the spec's: ranks 8..1, files y..j, digits for empty
runs, '*' for holes, K W L C(Pao) V(Vao) R N B J P (upper White), then side,
Jacks in hand, en-passant square, T/-, halfmove clock, fullmove number.

Conventions / resolved ambiguities
----------------------------------
* Jack "move to its current position": by default only in Wazir mode (both
  Kings on the same colour), since the seed calls it moving "as an inverted
  Wazir" -- it is the Wazir step from the eye back onto the Jack.  It is one
  move, legal only if the King is not in check; it clears the e.p. square and
  advances the clocks.  --option jack-null=always allows it in Ferz mode too.
* A Jack on a teleporter needs an empty eye to commute (default; option).
* Commutes of a Can(n)on give two moves (end Pao or Vao: "after any move").
* The exclusion rule compares piece TYPES: Pao and Vao are both Can(n)on.  It
  is tested on the position after every move; a root position breaking it is
  rejected.  An attacker gives no check when capturing the King would break it
  (King on a teleporter, defender owns a piece of the attacker's type on
  another teleporter).
* Immobilized = on one of the 8 squares around an enemy Witch.  Immobilized
  pieces have no moves at all (no commute, no flip, no drop involvement) and
  give no check.  Enemy Witches are never dragged.  Two adjacent enemy Witches
  freeze each other.
* Halfmove clock: reset by a capture, any Pawn move (commute and promotion
  included) and a drop; a Pawn dragged by a Witch does not reset it.  A
  position with halfmove clock >= 100 is drawn (no moves).  "King against
  King" = only the two Kings on the board AND no Jack in hand: drawn.
* The e.p. square is set after every double step (the skipped square).
* Teleporting is disabled after a move that leaves a King on the opponent's
  starting rank (White King on rank 8 or Black King on rank 1); the root's T/-
  flag is taken as given.
* Duplicate outcomes are merged (none were found in practice; every move kind
  above leads to a distinct position).

Hand-checked positions (counted by hand, then confirmed with this program)
---------------------------------------------------------------------------
Square colours: file index y=1 .. j=12, a square is dark when index + rank is
even.  The first rank listed in a position string is rank 8.  All of these are
re-run by --selftest (HAND_CHECKS).

A. Jacks: eye, Wazir/Ferz by the Kings' colours, capture, null move, drop.
   "5k6/12/5**5/p3****3J/4****4/5**5/5J1n4/4K7 w J - T 0 1"
   White K c1, Jacks d2 and j5, one Jack in hand; Black K d8, Knight f2,
   Pawn y5.  c1: 5+1 even dark; d8: 6+8 even dark -> same colour: Wazir.
   Jack d2, eye e2 empty, Wazir steps from e2: e1 (move), e3 (hole), f2
   (capture d2xf2), d2 = its own square (the null move d2-d2) -> 3.
   Jack j5: eye y5 holds the Black Pawn -> cannot move.  King c1: b1, b2, c2;
   d1 is attacked by the Knight f2 (f2 -> d1) and d2 is own -> 3.
   Drops on empty c2..f2: c2, e2 (d2 own Jack, f2 Knight) -> 2.
   perft(1) = 8 (divide: J@c2 J@e2 c1-b1 c1-b2 c1-c2 d2-d2 d2-e1 d2xf2).
   Same with the Black King on c8 ("4k7/..."; c8: 5+8 odd, light): Ferz.
   Jack d2 from e2: d1, f1, f3 (d3 hole) -> 3, no null move; King 3, drops 2
   -> 8.  With --option jack-null=always the null move d2-d2 is added -> 9.

B. Witch move and drag (the seed's example z5-c2 drags y6 to b3).
   "11k/12/p4**5/1W2****4/4****4/5**5/12/11K w - - T 0 1"
   White Witch z5, K j1; Black Pawn y6, K j8.  Witch: N z6 z7 z8 (3),
   S z4..z1 (4), W y5 (1), E a5 b5 then hole c5 (2), NE a6 b7 c8 (3), NW y6
   occupied (0), SE a4 b3 c2 d1 (4; y6 is directly behind this line, so each
   drags it: a4 (y6>z5), b3 (y6>a4), c2 (y6>b3), d1 (y6>c2)), SW y4 (1) =
   18; King j1: i1 i2 j2 = 3.  perft(1) = 21.
   perft(2): the Pawn y6 stays immobilized after z5-z6, z5-z7, z5-y5 and the
   four drags (it always ends next to the Witch) and after the 3 King moves:
   Black then has only K j8: i8 i7 j7 = 3 -> 10 moves x 3 = 30.  After the 11
   other Witch moves the Pawn is free (y6-y5): 4 each = 44.  Total 74.

C. Witch commute drag, immobilization, teleporting disabled.
   "11k/12/5**5/4****4/3r****4/4W**5/4b7/K11 w - - T 0 1"
   White Witch c3 (teleporter), K y1; Black Rook b4, Bishop c2, K j8.
   Linear moves: N hole, S c2 occupied, E hole, NE hole, NW b4 occupied;
   W b3 a3 z3 y3 (behind: d3 hole, no drag) = 4; SE d2 e1, dragging b4 (the
   square behind) to c3 resp. d2 = 2; SW b2 a1 (behind d4 hole) = 2 -> 8.
   Commutes to f3, c6, f6, each dragging ONE of the two adjacent enemies
   (b4 or c2) onto c3 -> 3 x 2 = 6.  King y1: y2 z1 z2 = 3 (the Rook and
   Bishop are immobilized and would not reach them anyway).
   perft(1) = 17.  With teleporting disabled ("... w - - - 0 1"): 11.

D. Can(n)on: screen capture, two modes per destination, flip, commute.
   "11k/12/5**5/4****4/4****4/n1P1C**5/12/11K w - - T 0 1"
   White Pao c3, Pawn a3, K j1; Black Knight y3, K j8.
   Pao c3: N c4 and E d3 are holes; S c2 c1 (2); W b3 (1), then screen a3,
   z3 empty, y3 enemy -> c3xy3 (1).  4 destinations x 2 modes = 8, flip
   c3=V 1, commutes c3~f3/c6/f6 x 2 modes = 6 -> 15.  Pawn a3-a4 1.  King
   j1: 3.  perft(1) = 19.
   As a Vao ("n1P1V**5"): diagonals b4 a5 z6 y7 (4), d2 e1 (2), b2 a1 (2),
   d4 hole; no capture -> 8 x 2 = 16, flip 1, commutes 6 = 23; + 1 + 3 = 27.

E. Exclusion rule and the check it cancels.
   "11k/12/4R**5/4****4/4****4/5**K3r/12/12 w - - T 0 1"
   White K f3 (teleporter), Rook c6 (teleporter); Black Rook j3, K j8.
   Rook j3 does NOT check f3: j3xf3 would put a Black Rook on a teleporter
   while a White Rook stands on c6.  King f3: g3 (attacked by j3), g4, g2,
   f2, e2 -> 4 (e3 e4 f4 are holes); commutes f3~c3, f3~f6 -> 2 (neither
   attacked).  Rook c6: every move off the teleporters (c7 c8 b6 a6 z6 y6)
   lifts the exemption and leaves f3 in check -> 0; commutes c6~c3, c6~f6
   keep it -> 2.  perft(1) = 8.  Teleporting disabled ("- 0 1"): 4 (the
   exemption still holds).  Black to move ("b - - T 0 1"): Rook j3: i3 h3
   g3 (not j3xf3: it breaks the exclusion rule), j1 j2 j4 j5 j6 j7 = 9; King j8: i8 i7 j7 = 3 -> 12.

F. Endgame rule.  "12/10K1/4n**5/4****4/4****4/k4**5/12/12 w - - T 0 1"
   White K i7; Black Knight c6 (teleporter), K y3.  White: 8 King moves.
   Black: Knight c6 jumps d8 b8 e7 a7 a5 b4 (e5 d4 holes) = 6 + commutes
   c3 f3 f6 = 3, King y3: y2 y4 z2 z3 z4 = 5 -> 14; but after i7-h8/i8/j8
   the White King is on Black's starting rank: teleporting is disabled ->
   11.  perft(2) = 5 x 14 + 3 x 11 = 103.

G. Promotion (7 choices) and en passant.
   "2r8k/3P8/5**5/4****Pp2/4****4/5**5/12/K11 w - h6 T 0 1"
   Pawn b7: b8 and xa8, each =W L C R N B J -> 14; Pawn g5: g6, g5xh6 e.p.
   -> 2; King y1: y2 z1 z2 -> 3.  perft(1) = 19.

H. Immobilized King gives no check; a dragged King.
   "k1K9/1W10/5**5/4****4/4****4/5**5/12/12 w - - T 0 1"
   White K a8, Witch z7; Black K y8 (immobilized by z7).  Witch: N z8 1,
   S z6..z1 6, W y7 1, E a7..j7 10, NE a8 own 0, NW y8 0, SE a6 b5 (c4 hole)
   2, both dragging the Black King (y8>z7) / (y8>a6), SW y6 1 (behind a8 is
   own) -> 21.  King a8: z8 (next to the immobilized King: legal), b8, a7,
   b7 -> 4.  perft(1) = 25.
   perft(2): Black has only the King.  It is still immobilized (0 replies,
   stalemate) after z7-z8, z7-y7, both drags and all 4 King moves.  After
   z7-z6..z1 (6), z7-a7..j7 (10), z7-y6 (1) it is free: z7 and z8 touch the
   White King a8, so only y8-y7 -> 17 x 1 = 17.

I. Start, depth 1: Pawns y2 z2 a2 b2 g2 h2 i2 j2 one or two steps = 16;
   Lions y1 (y3, a3) and j1 (j3, h3) = 4; Can(n)ons z1, i1: capture up the
   file over their own Pawn onto the Black Pawn z7 / i7, in 2 modes, + flip
   = 3 each = 6; Rooks 0; Knights b1 (a3 c3 d2), g1 (h3 f3 e2) = 6; Bishops
   c1-d2, f1-e2 = 2; Witch d1: d2, c2 b3 a4 z5 y6, e2 f3 g4 h5 i6 = 11;
   King e1: d2 e2 f2 = 3; drops J@c2..f2 = 4.  Total 52.
   Program: 52, 2681, 138417 for depths 1, 2, 3 (depth 3 about 7 s).
"""

import random
import sys

FILES = "yzabcdefghij"
NF, NR = 12, 8

START = "lcrnbwkbnrcl/pppp4pppp/5**5/4****4/4****4/5**5/PPPP4PPPP/LCRNBWKBNRCL w JJjj - T 0 1"

ORTH = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
ALL8 = ORTH + DIAG
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
LION_LEAP = [(2 * a, 2 * b) for (a, b) in ALL8]
PROMOS = "WLCRNBJ"


def sq(name):
    return (FILES.index(name[0]), int(name[1:]) - 1)


def name(s):
    return FILES[s[0]] + str(s[1] + 1)


HOLES = {sq(n) for n in "d3 e3 c4 d4 e4 f4 c5 d5 e5 f5 d6 e6".split()}
TELEPORTERS = [sq(n) for n in ("c3", "f3", "c6", "f6")]


def on_board(s):
    return 0 <= s[0] < NF and 0 <= s[1] < NR and s not in HOLES


def add(s, d, k=1):
    return (s[0] + k * d[0], s[1] + k * d[1])


def color_of(p):
    return "w" if p.isupper() else "b"


def ptype(p):
    t = p.upper()
    return "C" if t == "V" else t


def other(side):
    return "b" if side == "w" else "w"


def dark(s):
    return (s[0] + 1 + s[1] + 1) % 2 == 0


def mirror(s):
    return (NF - 1 - s[0], s[1])


class Pos:
    def __init__(self, board, side, hand, ep, tele, half, full):
        self.board = board      # dict square -> letter (only occupied squares)
        self.side = side        # 'w' / 'b'
        self.hand = hand        # {'w': n, 'b': n} Jacks in hand
        self.ep = ep            # square or None
        self.tele = tele        # teleporting enabled
        self.half = half
        self.full = full

    def copy(self):
        return Pos(dict(self.board), self.side, dict(self.hand), self.ep, self.tele,
                   self.half, self.full)

    def key(self):
        return (tuple(sorted(self.board.items())), self.side, self.hand["w"], self.hand["b"],
                self.ep, self.tele, self.half, self.full)

    def king(self, side):
        for s, p in self.board.items():
            if p == ("K" if side == "w" else "k"):
                return s
        return None


# ---------------------------------------------------------------- parsing

def parse_position(text):
    text = text.strip()
    if text == "start":
        text = START
    f = text.split()
    if len(f) != 7:
        raise ValueError("need 7 fields: board side hand ep T/- halfmove fullmove")
    rows = f[0].split("/")
    if len(rows) != NR:
        raise ValueError("need 8 ranks")
    board = {}
    for i, row in enumerate(rows):
        r = NR - 1 - i
        cells = []
        j = 0
        while j < len(row):
            c = row[j]
            if c.isdigit():
                k = j
                while k < len(row) and row[k].isdigit():
                    k += 1
                cells += ["."] * int(row[j:k])
                j = k
            else:
                cells.append(c)
                j += 1
        if len(cells) != NF:
            raise ValueError("rank %d has %d cells" % (r + 1, len(cells)))
        for fi, c in enumerate(cells):
            s = (fi, r)
            if (c == "*") != (s in HOLES):
                raise ValueError("hole mismatch at %s" % name(s))
            if c in ".*":
                continue
            if c.upper() not in "KWLCVRNBJP":
                raise ValueError("bad piece %r" % c)
            board[s] = c
    if f[1] not in ("w", "b"):
        raise ValueError("bad side")
    hand = {"w": 0, "b": 0}
    if f[2] != "-":
        for c in f[2]:
            if c not in "Jj":
                raise ValueError("bad hand")
            hand["w" if c == "J" else "b"] += 1
    ep = None if f[3] == "-" else sq(f[3])
    if f[4] not in ("T", "-"):
        raise ValueError("bad teleport flag")
    pos = Pos(board, f[1], hand, ep, f[4] == "T", int(f[5]), int(f[6]))
    for side in "wb":
        if sum(1 for p in board.values() if p == ("K" if side == "w" else "k")) != 1:
            raise ValueError("need exactly one King per side")
    if not exclusion_ok(board):
        raise ValueError("exclusion rule broken on the teleporters")
    return pos


def fmt(pos):
    rows = []
    for r in range(NR - 1, -1, -1):
        out = ""
        run = 0
        for fi in range(NF):
            s = (fi, r)
            c = "*" if s in HOLES else pos.board.get(s, ".")
            if c == ".":
                run += 1
                continue
            if run:
                out += str(run)
                run = 0
            out += c
        if run:
            out += str(run)
        rows.append(out)
    hand = "J" * pos.hand["w"] + "j" * pos.hand["b"] or "-"
    return "%s %s %s %s %s %d %d" % ("/".join(rows), pos.side, hand,
                                     name(pos.ep) if pos.ep else "-",
                                     "T" if pos.tele else "-", pos.half, pos.full)


# ---------------------------------------------------------------- rules

def exclusion_ok(board):
    seen = {}
    for t in TELEPORTERS:
        p = board.get(t)
        if p is None:
            continue
        seen.setdefault(ptype(p), set()).add(color_of(p))
    return all(len(c) < 2 for c in seen.values())


def immobilized(board, s):
    p = board[s]
    enemy_witch = "w" if p.isupper() else "W"
    return any(board.get(add(s, d)) == enemy_witch for d in ALL8)


def jack_dirs(board):
    """Wazir steps when both Kings stand on squares of the same colour."""
    kw = kb = None
    for s, p in board.items():
        if p == "K":
            kw = s
        elif p == "k":
            kb = s
    return ORTH if dark(kw) == dark(kb) else DIAG


def regular_targets(board, s, ep=None):
    """(dest, is_capture) for the piece on s: ordinary moves and captures
    (no drops, commutes, flips, drags or promotion choices; Witch excluded).
    The Jack's null move appears as dest == s.  Does not check immobilization."""
    p = board[s]
    me = color_of(p)
    t = ptype(p)
    out = []

    def enemy(d):
        q = board.get(d)
        return q is not None and color_of(q) != me

    if t in "KN":
        for d in (ALL8 if t == "K" else KNIGHT):
            x = add(s, d)
            if on_board(x) and (x not in board or enemy(x)):
                out.append((x, x in board))
    elif t in "RB":
        for d in (ORTH if t == "R" else DIAG):
            x = add(s, d)
            while on_board(x):
                if x in board:
                    if enemy(x):
                        out.append((x, True))
                    break
                out.append((x, False))
                x = add(x, d)
    elif t == "L":
        for d in LION_LEAP:
            x = add(s, d)
            if on_board(x) and x not in board:
                out.append((x, False))
        for d in ALL8:
            x = add(s, d)
            if on_board(x) and enemy(x):
                out.append((x, True))
    elif t == "C":
        for d in (ORTH if p in "Cc" else DIAG):
            x = add(s, d)
            while on_board(x) and x not in board:
                out.append((x, False))
                x = add(x, d)
            if not on_board(x):
                continue
            x = add(x, d)                     # beyond the screen
            while on_board(x) and x not in board:
                x = add(x, d)
            if on_board(x) and enemy(x):
                out.append((x, True))
    elif t == "J":
        eye = mirror(s)
        if eye not in board:
            for d in jack_dirs(board):
                x = add(eye, d)
                if not on_board(x):
                    continue
                if x == s:
                    out.append((x, False))    # "move to its current position"
                elif x not in board or enemy(x):
                    out.append((x, x in board))
    elif t == "P":
        fwd = 1 if me == "w" else -1
        start_rank = 1 if me == "w" else NR - 2
        x = (s[0], s[1] + fwd)
        if on_board(x) and x not in board:
            out.append((x, False))
            x2 = (s[0], s[1] + 2 * fwd)
            if s[1] == start_rank and on_board(x2) and x2 not in board:
                out.append((x2, False))
        for df in (-1, 1):
            x = (s[0] + df, s[1] + fwd)
            if on_board(x) and enemy(x):
                out.append((x, True))
            elif ep is not None and x == ep and x not in board:
                out.append((x, True))         # en passant
    return out


def attacks_king(board, a, ks):
    """Does the (non-immobilized) piece on a capture the King on ks, with the
    exclusion proviso?"""
    if immobilized(board, a):
        return False
    if not any(x == ks and cap for x, cap in regular_targets(board, a)):
        return False
    if ks in TELEPORTERS:
        t = ptype(board[a])
        defender = color_of(board[ks])
        for tp in TELEPORTERS:
            q = board.get(tp)
            if tp != ks and q is not None and color_of(q) == defender and ptype(q) == t:
                return False
    return True


def in_check_slow(board, side):
    """Forward version: try every enemy piece."""
    ks = [s for s, p in board.items() if p == ("K" if side == "w" else "k")][0]
    return any(color_of(p) != side and attacks_king(board, a, ks)
               for a, p in list(board.items()))


def in_check(board, side):
    """Reverse version: only the enemy pieces that could possibly reach ks."""
    kl = "K" if side == "w" else "k"
    ks = None
    for s, p in board.items():
        if p == kl:
            ks = s
            break
    cands = set()
    for d in ALL8:
        x = add(ks, d)
        if on_board(x) and x in board:
            cands.add(x)               # King, Lion, Pawn, Jack-or-anything adjacent
        # sliders and Can(n)ons along the ray: first and second piece
        x = add(ks, d)
        found = 0
        while on_board(x) and found < 2:
            if x in board:
                cands.add(x)
                found += 1
            x = add(x, d)
    for d in KNIGHT:
        x = add(ks, d)
        if on_board(x) and x in board:
            cands.add(x)
    for s, p in board.items():
        if ptype(p) == "J":
            cands.add(s)
    for a in cands:
        if color_of(board[a]) != side and attacks_king(board, a, ks):
            return True
    return False


def after(pos, board, *, reset=False, ep=None, hand_used=False):
    """Build the child position from the new board."""
    n = pos.copy()
    n.board = board
    if hand_used:
        n.hand[pos.side] -= 1
    n.ep = ep
    n.half = 0 if reset else pos.half + 1
    if pos.side == "b":
        n.full += 1
    n.side = other(pos.side)
    if n.tele:
        for s, p in board.items():
            if (p == "K" and s[1] == NR - 1) or (p == "k" and s[1] == 0):
                n.tele = False
    return n


def pseudo_moves(pos, opts):
    """List of (text, child) for the side to move, before the legality filter."""
    side = pos.side
    B = pos.board
    res = []
    for s, p in sorted(B.items()):
        if color_of(p) != side or immobilized(B, s):
            continue
        t = ptype(p)
        if t == "W":
            for d in ALL8:
                x = add(s, d)
                while on_board(x) and x not in B:
                    nb = dict(B)
                    del nb[s]
                    nb[x] = p
                    text = name(s) + "-" + name(x)
                    behind = add(s, d, -1)
                    q = B.get(behind)
                    if q is not None and color_of(q) != side and ptype(q) != "W":
                        dest = add(x, d, -1)
                        del nb[behind]
                        nb[dest] = q
                        text += "(%s>%s)" % (name(behind), name(dest))
                    res.append((text, after(pos, nb)))
                    x = add(x, d)
        else:
            for x, cap in regular_targets(B, s, pos.ep):
                nb = dict(B)
                if x == s:
                    # Jack's null move (Wazir mode; Ferz case added below)
                    res.append((name(s) + "-" + name(s), after(pos, nb)))
                    continue
                del nb[s]
                text = name(s) + ("x" if cap else "-") + name(x)
                reset = cap or t == "P"
                ep = None
                if t == "P" and cap and x not in B:          # en passant
                    del nb[(x[0], s[1])]
                if t == "P" and abs(x[1] - s[1]) == 2:
                    ep = (s[0], (s[1] + x[1]) // 2)
                if t == "P" and x[1] in (0, NR - 1):
                    for q in PROMOS:
                        nb2 = dict(nb)
                        nb2[x] = q if side == "w" else q.lower()
                        res.append((text + "=" + q, after(pos, nb2, reset=True)))
                    continue
                if t == "C":
                    for q in "CV":
                        nb2 = dict(nb)
                        nb2[x] = q if side == "w" else q.lower()
                        flip = "" if q == p.upper() else "=" + ("P" if q == "C" else "V")
                        res.append((text + flip, after(pos, nb2, reset=reset)))
                    continue
                nb[x] = p
                res.append((text, after(pos, nb, reset=reset, ep=ep)))
            if t == "C":
                nb = dict(B)
                q = "V" if p.upper() == "C" else "C"
                nb[s] = q if side == "w" else q.lower()
                res.append((name(s) + "=" + ("P" if q == "C" else "V"), after(pos, nb)))
            if t == "J" and opts["jack-null"] == "always" and s[0] in (5, 6) \
                    and mirror(s) not in B and jack_dirs(B) == DIAG:
                res.append((name(s) + "-" + name(s), after(pos, dict(B))))
        # commutes
        if pos.tele and s in TELEPORTERS:
            if t == "J" and opts["jack-commute"] == "eye" and mirror(s) in B:
                continue
            for t2 in TELEPORTERS:
                if t2 == s or t2 in B:
                    continue
                text = name(s) + "~" + name(t2)
                if t == "C":
                    for q in "CV":
                        nb = dict(B)
                        del nb[s]
                        nb[t2] = q if side == "w" else q.lower()
                        flip = "" if q == p.upper() else "=" + ("P" if q == "C" else "V")
                        res.append((text + flip, after(pos, nb)))
                elif t == "W":
                    victims = [add(s, d) for d in ALL8
                               if add(s, d) in B and color_of(B[add(s, d)]) != side
                               and ptype(B[add(s, d)]) != "W"]
                    if not victims:
                        nb = dict(B)
                        del nb[s]
                        nb[t2] = p
                        res.append((text, after(pos, nb)))
                    for v in victims:
                        nb = dict(B)
                        del nb[s]
                        nb[t2] = p
                        nb[s] = nb.pop(v)
                        res.append((text + "(%s>%s)" % (name(v), name(s)), after(pos, nb)))
                else:
                    nb = dict(B)
                    del nb[s]
                    nb[t2] = p
                    res.append((text, after(pos, nb, reset=(t == "P"))))
    # drops
    if pos.hand[side] > 0:
        r = 1 if side == "w" else NR - 2
        for fl in "cdef":
            x = (FILES.index(fl), r)
            if x not in B:
                nb = dict(B)
                nb[x] = "J" if side == "w" else "j"
                res.append(("J@" + name(x), after(pos, nb, reset=True, hand_used=True)))
    return res


def game_over(pos):
    if pos.half >= 100:
        return True
    if len(pos.board) == 2 and pos.hand["w"] == 0 and pos.hand["b"] == 0:
        return True                     # King against King
    return False


def legal_moves(pos, opts, check=in_check):
    if game_over(pos):
        return []
    out = {}
    for text, child in pseudo_moves(pos, opts):
        if not exclusion_ok(child.board):
            continue
        if check(child.board, pos.side):
            continue
        k = child.key()
        if k not in out or len(text) < len(out[k][0]):
            out[k] = (text, child)
    return sorted(out.values(), key=lambda tc: tc[0])


def perft(pos, depth, opts):
    if depth == 0:
        return 1
    moves = legal_moves(pos, opts)
    if depth == 1:
        return len(moves)
    return sum(perft(c, depth - 1, opts) for _, c in moves)


# ---------------------------------------------------------------- self test

HAND_CHECKS = [
    # (position, depth, options, expected nodes) -- see the docstring
    ("5k6/12/5**5/p3****3J/4****4/5**5/5J1n4/4K7 w J - T 0 1", 1, {}, 8),
    ("4k7/12/5**5/p3****3J/4****4/5**5/5J1n4/4K7 w J - T 0 1", 1, {}, 8),
    ("4k7/12/5**5/p3****3J/4****4/5**5/5J1n4/4K7 w J - T 0 1", 1, {"jack-null": "always"}, 9),
    ("11k/12/p4**5/1W2****4/4****4/5**5/12/11K w - - T 0 1", 1, {}, 21),
    ("11k/12/p4**5/1W2****4/4****4/5**5/12/11K w - - T 0 1", 2, {}, 74),
    ("11k/12/5**5/4****4/3r****4/4W**5/4b7/K11 w - - T 0 1", 1, {}, 17),
    ("11k/12/5**5/4****4/3r****4/4W**5/4b7/K11 w - - - 0 1", 1, {}, 11),
    ("11k/12/5**5/4****4/4****4/n1P1C**5/12/11K w - - T 0 1", 1, {}, 19),
    ("11k/12/5**5/4****4/4****4/n1P1V**5/12/11K w - - T 0 1", 1, {}, 27),
    ("11k/12/4R**5/4****4/4****4/5**K3r/12/12 w - - T 0 1", 1, {}, 8),
    ("11k/12/4R**5/4****4/4****4/5**K3r/12/12 w - - - 0 1", 1, {}, 4),
    ("11k/12/4R**5/4****4/4****4/5**K3r/12/12 b - - T 0 1", 1, {}, 12),
    ("12/10K1/4n**5/4****4/4****4/k4**5/12/12 w - - T 0 1", 2, {}, 103),
    ("2r8k/3P8/5**5/4****Pp2/4****4/5**5/12/K11 w - h6 T 0 1", 1, {}, 19),
    ("k1K9/1W10/5**5/4****4/4****4/5**5/12/12 w - - T 0 1", 1, {}, 25),
    ("k1K9/1W10/5**5/4****4/4****4/5**5/12/12 w - - T 0 1", 2, {}, 17),
    (START, 1, {}, 52),
]


def selftest(games):
    opts = dict(DEFAULTS)
    bad = 0
    for pos_text, depth, o, want in HAND_CHECKS:
        oo = dict(opts)
        oo.update(o)
        got = perft(parse_position(pos_text), depth, oo)
        print("%s %s %s: %d (want %d)%s" % (pos_text, depth, o, got, want,
                                            "" if got == want else "  <-- MISMATCH"))
        bad += got != want
    rng = random.Random(1)
    plies = 0
    for g in range(games):
        pos = parse_position("start")
        for _ in range(200):
            assert parse_position(fmt(pos)).key() == pos.key(), fmt(pos)
            fast = legal_moves(pos, opts)
            slow = legal_moves(pos, opts, check=in_check_slow)
            if [t for t, _ in fast] != [t for t, _ in slow]:
                print("check mismatch at", fmt(pos))
                bad += 1
                break
            if not fast:
                break
            pos = rng.choice(fast)[1]
            plies += 1
    print("random plies checked: %d, failures: %d" % (plies, bad))
    return bad == 0


DEFAULTS = {"jack-null": "wazir", "jack-commute": "eye"}
ALLOWED = {"jack-null": ("wazir", "always"), "jack-commute": ("eye", "free")}


def main(argv):
    args = argv[1:]
    if args and args[0] == "--selftest":
        ok = selftest(int(args[1]) if len(args) > 1 else 20)
        sys.exit(0 if ok else 1)
    divide = False
    opts = dict(DEFAULTS)
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
            if k not in ALLOWED or v not in ALLOWED[k]:
                raise SystemExit("bad option %r" % kv)
            opts[k] = v
        else:
            positional.append(a)
        i += 1
    if len(positional) != 2:
        raise SystemExit(__doc__.split("\n\n")[2])
    pos = parse_position(positional[0])
    depth = int(positional[1])
    if not divide:
        print("nodes %d" % perft(pos, depth, opts))
        return
    total = 0
    if depth == 0:
        total = 1
    else:
        for text, child in legal_moves(pos, opts):
            n = perft(child, depth - 1, opts)
            print("%s %d" % (text, n))
            total += n
    print("nodes %d" % total)


if __name__ == "__main__":
    main(sys.argv)
