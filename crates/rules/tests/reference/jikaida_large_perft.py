#!/usr/bin/env python3
"""Independent reference perft for Jikaida's larger games (standard library only).

Hyrshiv (set-ups standard, lamdu, vallia) and Jikshiv, written from
/work/shared/rules/jikaida-large.md, /work/shared/rules/jikaida.md, the rules
README and the seed /work/shared/seeds/000_eaf044e3f2616059.txt only (no Rust
code read).  Everything Poron is taken from jikaida_perft.py beside this file
(its Game class); this file subclasses it.  Clarity over speed.

Usage:
    python3 jikaida_large_perft.py <game> "<position>|start" <depth> [--divide]
            [--option key=value ...]
    python3 jikaida_perft.py <game> ...          (the same, dispatched here)
    python3 jikaida_large_perft.py --selftest [games] [plies]

<game>: hyrshiv | jikshiv.  Options (default first):
    setup=standard|lamdu|vallia        hyrshiv only
    first=yellow|blue                  side to move of "start"
    jiktar-chuktar=yes|no              free-movement=home-central|none
    pallan-zeunt=one-change|larger     kapt-vault=no|yes
    leaper-vault=no|yes                pallan-fronts=1|2
    hyrpaktun-step=no|yes              flutsman-step=compulsory|optional
    flutsman-fronts=free|one           missile-first-step=slide|stop
    missile-slide=outward|any          missile-fronts=restricted|one|free

Output as jikaida_perft.py: with --divide "<move> <count>" lines sorted by
move text, then "nodes <N>".  Move text: "e1-e6", "e1xe6", "a23-a24=Y"
(promotion to P A C J H T D Y F R X), "j1<>h1" (Fluttember), Brumbyte group
moves "f5-f6,g5-g6,h5-h6" (squares left ordered by rank, then file).

READINGS chosen where the spec leaves a question (see JIKAIDA_LARGE.md):
 R1 free-movement: fronts of a step/leap are counted only if the step/leap
    starts or ends in an enemy home drin (drin row of ranks 19-24 for Yellow,
    1-6 for Blue), as the spec says; the count is then Poron's full count
    (column change + row change).  Vaults ignore fronts anyway.
 R2 Pallan front turn with free-movement: only at counted fronts.
 R3 Flutsman step captures like any piece (enemy only, Propt irrelevant);
    optional stop: the touch-down square itself is a destination.
 R4 Archer/Crossbowman "outward": Archer after step (dx,dy) slides (dx,0) or
    (0,dy); Crossbowman after step d slides d+perp or d-perp.  With
    missile-first-step=stop the step square is a destination (move or capture).
    missile-fronts=restricted: the step may cross any counted fronts (2 at a
    meeting point), the slide none; =one: whole move <= 1 counted front
    (a meeting-point step is out); =free: no limit.
 R5 leaper-vault: side squares of run pieces 3, 4, ... (1-based from the
    vaulter), both perpendicular sides, land if empty, capture an enemy.
 R6 pallan-zeunt=larger: search over (piece passed, heading, passed capped at
    3): go straight or (passed >= 2) bend 45/90/135 degrees onto an occupied
    square; capture the piece about to be passed if passed >= 3; land on the
    empty square straight on if passed >= 3 (never on the start square, which
    is empty during the vault); after a landing, one regular move (slide any
    direction or knight leap within pallan-fronts, start square empty, may
    capture friends but not the own King) or stop.  Move-then-zeunt: regular
    non-capturing slide/leap within pallan-fronts then the larger zeunt from
    there, with no move after it.
 R7 pallan-fronts=2 front turn: orthogonal approach may turn on the first
    square beyond either crossed front, the diagonal leg keeps budget -
    crossed; diagonal approach (no front crossed before): first orthogonal
    step after the turn may cross, later steps share budget - 1.
 R8 Brumbyte group moves: any 3 own Swods (moved or not) connected by King
    adjacency; the same forward/diagonal-forward step; each lands on an empty
    square or one the group vacates; no capture; landing ranks <= 18 (Yellow)
    / >= 7 (Blue); all three marked moved.  Only with setup=vallia.
 R9 The Poron variation options (deldar, pallan-turn, kapt-turn,
    free-jiktar-hikdar, ...) are not implemented (as in jikaida_perft.py).
"""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import jikaida_perft as jp  # noqa: E402
from jikaida_perft import ORTH, DIAG, ALL8, KNIGHT, add, colour, kind, other  # noqa: E402

HYR_LEAP = [(1, 3), (3, 1), (3, -1), (1, -3), (-1, -3), (-3, -1), (-3, 1), (-1, 3)]

HYR_START = ("cjhxfytapkatyfrhjc/dddddddddddddddddd/ssssssssssssssssss/" + "18/" * 18 +
             "SSSSSSSSSSSSSSSSSS/DDDDDDDDDDDDDDDDDD/CJHRFYTAPKATYFXHJC y YB")
LAMDU_START = ("cjhxfytapkatyfrhjc/rxrxrxtfyyftxrxrxr/dddddddddddddddddd/ssssssssssssssssss/"
               "ssssssssssssssssss/" + "18/" * 14 +
               "SSSSSSSSSSSSSSSSSS/SSSSSSSSSSSSSSSSSS/DDDDDDDDDDDDDDDDDD/RXRXRXTFYYFTXRXRXR/"
               "CJHRFYTAPKATYFXHJC y YB")
VALLIA_START = ("cjhxfytapkatyfrhjc/dddddddddddddddddd/5ssssssss5/5ssssssss5/5ssssssss5/" +
                "18/" * 14 + "5SSSSSSSS5/5SSSSSSSS5/5SSSSSSSS5/DDDDDDDDDDDDDDDDDD/"
                "CJHRFYTAPKATYFXHJC y YB")
JIK_START = ("cjhxfyjhrxtafytcakpactyfatxrhjyfrhjc/" + "d" * 36 + "/" + "s" * 36 + "/" + "36/" * 18 +
             "S" * 36 + "/" + "D" * 36 + "/CJHRFYJHRXTAFYTCAKPACTYFATXRHJYFXHJC y YB")

LARGE_DEFAULTS = {
    "setup": "standard", "first": "yellow",
    "jiktar-chuktar": "yes", "free-movement": "home-central",
    "pallan-zeunt": "one-change", "kapt-vault": "no", "leaper-vault": "no",
    "pallan-fronts": "1", "hyrpaktun-step": "no", "flutsman-step": "compulsory",
    "flutsman-fronts": "free", "missile-first-step": "slide",
    "missile-slide": "outward", "missile-fronts": "restricted",
}
LARGE_ALLOWED = {
    "setup": ("standard", "lamdu", "vallia"), "first": ("yellow", "blue"),
    "jiktar-chuktar": ("yes", "no"), "free-movement": ("home-central", "none"),
    "pallan-zeunt": ("one-change", "larger"), "kapt-vault": ("no", "yes"),
    "leaper-vault": ("no", "yes"), "pallan-fronts": ("1", "2"),
    "hyrpaktun-step": ("no", "yes"), "flutsman-step": ("compulsory", "optional"),
    "flutsman-fronts": ("free", "one"), "missile-first-step": ("slide", "stop"),
    "missile-slide": ("outward", "any"), "missile-fronts": ("restricted", "one", "free"),
}


def file_name(i):
    return chr(97 + i) if i < 26 else "a" + chr(97 + i - 26)


def cheb(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


class LargeGame(jp.Game):
    def __init__(self, game, opts):
        self.game = game
        self.opts = opts
        self.mode = game                      # not a Poron mode: no drill rule applies
        if game == "hyrshiv":
            self.nf, self.nr = 18, 24
            self.start = {"standard": HYR_START, "lamdu": LAMDU_START, "vallia": VALLIA_START}[opts["setup"]]
            ks, a_f, c_f = 9, (7, 10), (0, 17)
        elif game == "jikshiv":
            if opts["setup"] != "standard":
                raise SystemExit("jikshiv has only setup=standard")
            self.nf, self.nr = 36, 24
            self.start = JIK_START
            ks, a_f, c_f = 17, (11, 16, 19, 24), (0, 15, 20, 35)
        else:
            raise SystemExit("unknown game %r" % game)
        self.min_run = 3
        self.has_king = True
        top = self.nr - 1
        self.flutter_king = {"y": (ks, 0), "b": (ks, top)}
        self.flutter_partners = {
            "y": {"A": [(f, 0) for f in a_f], "C": [(f, 0) for f in c_f]},
            "b": {"A": [(f, top) for f in a_f], "C": [(f, top) for f in c_f]},
        }
        self.fs = "y"                          # side of the piece being generated (fronts)
        self.free = opts["free-movement"] == "home-central"
        self.pallan_budget = int(opts["pallan-fronts"])

    # ---------------------------------------------------------- geometry
    def name(self, s):
        return file_name(s[0]) + str(s[1] + 1)

    def fronts(self, a, b):
        n = (a[0] // 6 != b[0] // 6) + (a[1] // 6 != b[1] // 6)
        if n and self.free:
            enemy_row = (self.nr - 1) // 6 if self.fs == "y" else 0
            if a[1] // 6 != enemy_row and b[1] // 6 != enemy_row:
                return 0
        return n

    # ---------------------------------------------------------- regular moves
    def slide(self, board, s, mover, dirs, policy, maxlen=99, budget=1):
        """policy: 'free', 'restricted', 'one' (at most `budget` fronts in all)."""
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
                    if crossed > budget:
                        break
                if nxt in board:
                    if self.can_capture(board, mover, nxt):
                        out.add(nxt)
                    break
                out.add(nxt)
                cur = nxt
        return out

    def leaps(self, board, s, mover, offsets=KNIGHT, budget=1):
        out = set()
        for d in offsets:
            t = add(s, d)
            if self.on(t) and self.fronts(s, t) <= budget and (t not in board or self.can_capture(board, mover, t)):
                out.add(t)
        return out

    def hyrpaktun_moves(self, board, s, p):
        out = self.leaps(board, s, p, HYR_LEAP)
        if self.opts["hyrpaktun-step"] == "yes":
            out |= self.slide(board, s, p, ALL8, "one", 1)
        return out

    def flutsman_moves(self, board, s, p):
        out = set()
        b2 = dict(board)
        del b2[s]
        one = self.opts["flutsman-fronts"] == "one"
        for d in ALL8:
            m = add(s, d, 4)
            if not self.on(m) or m in b2:
                continue                        # must touch down on an empty square
            f1 = self.fronts(s, m) if one else 0
            if one and f1 > 1:
                continue
            if self.opts["flutsman-step"] == "optional":
                out.add(m)
            for e in ALL8:
                t = add(m, e)
                if not self.on(t) or t == s:
                    continue
                if one and f1 + self.fronts(m, t) > 1:
                    continue
                if t not in b2 or self.can_capture(b2, p, t):
                    out.add(t)
        return out

    def missile_moves(self, board, s, p):
        k = kind(p)
        steps = DIAG if k == "R" else ORTH
        pol = self.opts["missile-fronts"]
        out = set()
        for d in steps:
            m = add(s, d)
            if not self.on(m):
                continue
            c0 = self.fronts(s, m)
            if pol == "one" and c0 > 1:
                continue
            if self.opts["missile-first-step"] == "stop":
                if m not in board or self.can_capture(board, p, m):
                    out.add(m)
            if m in board:
                continue                        # the step needs an empty square to go on
            if k == "R":
                if self.opts["missile-slide"] == "any":
                    sdirs = ORTH
                else:
                    sdirs = [(d[0], 0), (0, d[1])]
            else:
                if self.opts["missile-slide"] == "any":
                    sdirs = DIAG
                else:
                    perp = (-d[1], d[0])
                    sdirs = [(d[0] + perp[0], d[1] + perp[1]), (d[0] - perp[0], d[1] - perp[1])]
            for e in sdirs:
                cur = m
                crossed = c0
                while True:
                    nxt = add(cur, e)
                    if not self.on(nxt):
                        break
                    c = self.fronts(cur, nxt)
                    if pol == "restricted" and c:
                        break
                    if pol == "one":
                        crossed += c
                        if crossed > 1:
                            break
                    if nxt in board and nxt != s:
                        if self.can_capture(board, p, nxt):
                            out.add(nxt)
                        break
                    if nxt != s:
                        out.add(nxt)
                    cur = nxt
        out.discard(s)
        return out

    def pallan_turns(self, board, s, p):
        """Front turns with budget B = pallan-fronts (B = 1: jikaida.md's turn)."""
        B = self.pallan_budget
        out = set()

        def diag_leg(start, d2, budget):
            prev = start
            used = 0
            while True:
                t = add(prev, d2)
                if not self.on(t):
                    break
                used += self.fronts(prev, t)
                if used > budget:
                    break
                if t in board:
                    if self.can_capture(board, p, t):
                        out.add(t)
                    break
                out.add(t)
                prev = t

        for d in ORTH:                         # orthogonal approach
            cur = s
            crossed = 0
            while True:
                nxt = add(cur, d)
                if not self.on(nxt) or nxt in board:
                    break
                c = self.fronts(cur, nxt)
                crossed += c
                if crossed > B:
                    break
                cur = nxt
                if c:
                    for d2 in DIAG:
                        if d2[0] * d[0] + d2[1] * d[1] == 1:
                            diag_leg(cur, d2, B - crossed)
        for d in DIAG:                         # diagonal approach
            cur = s
            while True:
                nxt = add(cur, d)
                if not self.on(nxt) or nxt in board or self.fronts(cur, nxt):
                    break
                cur = nxt
                beyond = add(cur, d)
                if self.on(beyond) and self.fronts(cur, beyond):
                    for d2 in [(d[0], 0), (0, d[1])]:
                        prev = cur
                        i = 0
                        extra = 0
                        while True:
                            i += 1
                            t = add(prev, d2)
                            if not self.on(t):
                                break
                            c = self.fronts(prev, t)
                            if i > 1:
                                extra += c
                                if extra > B - 1:
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
        if k == "J" and self.opts["jiktar-chuktar"] == "yes":
            return self.slide(board, s, p, ALL8, "one")
        if k == "Y":
            return self.hyrpaktun_moves(board, s, p)
        if k == "F":
            return self.flutsman_moves(board, s, p)
        if k in "RX":
            return self.missile_moves(board, s, p)
        if k == "P":
            B = self.pallan_budget
            return (self.slide(board, s, p, ALL8, "one", budget=B) | self.leaps(board, s, p, budget=B)
                    | self.pallan_turns(board, s, p))
        return jp.Game.regular_moves(self, board, s, p)

    # ---------------------------------------------------------- vaults
    def side_vaults(self, board, s, p):
        """leaper-vault: come down beside a run piece from the third on."""
        out = set()
        for d in ALL8:
            sqs, _ = self.run(board, s, d)
            for q in sqs[2:]:
                for e in ((-d[1], d[0]), (d[1], -d[0])):
                    t = add(q, e)
                    if self.on(t) and t != s and (t not in board or self.can_capture(board, p, t)):
                        out.add(t)
        return out

    def zeunt_larger(self, board, v, p, forbid):
        """Larger zeunt from v (board without the Pallan).  Returns (landings, captures).
        Squares in `forbid` (the start square) are empty and may not be landed on."""
        lands, caps = set(), set()
        seen = set()
        stack = []
        for d in ALL8:
            q = add(v, d)
            if self.on(q) and q in board:
                stack.append((q, d, 1))
        while stack:
            st = stack.pop()
            if st in seen:
                continue
            seen.add(st)
            q, h, n = st
            heads = [h]
            if n >= 2:
                heads += [e for e in ALL8 if e != h and e != (-h[0], -h[1])]
            for e in heads:
                nxt = add(q, e)
                if not self.on(nxt):
                    continue
                if nxt in board:
                    if n >= 3 and self.can_capture(board, p, nxt):
                        caps.add(nxt)
                    stack.append((nxt, e, min(n + 1, 3)))
                elif e == h and n >= 3 and nxt not in forbid:
                    lands.add(nxt)
        return lands, caps

    def pallan_larger(self, board, s, p):
        B = self.pallan_budget
        b2 = dict(board)
        del b2[s]
        out = set()
        lands, caps = self.zeunt_larger(b2, s, p, {s})
        out |= lands | caps
        for L in lands:                        # zeunt then move
            out |= self.slide(b2, L, p, ALL8, "one", budget=B) | self.leaps(b2, L, p, budget=B)
        firsts = self.slide(board, s, p, ALL8, "one", budget=B) | self.leaps(board, s, p, budget=B)
        for m in firsts:                       # move then zeunt
            if m in board:
                continue
            l2, c2 = self.zeunt_larger(b2, m, p, {s, m})
            out |= l2 | c2
        out.discard(s)
        return out

    def move_then_vault(self, board, s, p):
        out = set()
        b2 = dict(board)
        del b2[s]
        B = self.pallan_budget if kind(p) == "P" else 1
        firsts = self.slide(board, s, p, ALL8, "one", budget=B) | self.leaps(board, s, p, budget=B)
        for m in firsts:
            if m in board:
                continue
            out |= self.vaults(b2, m, p, ALL8)
        out.discard(s)
        return out

    def vault_moves(self, board, s, p):
        k = kind(p)
        if k == "S":
            return jp.Game.vault_moves(self, board, s, p)
        out = self.vaults(board, s, p, ALL8)
        if k == "P":
            if self.opts["pallan-zeunt"] == "larger":
                out |= self.pallan_larger(board, s, p)
            else:
                out |= self.bent_vaults(board, s, p) | self.move_then_vault(board, s, p)
        elif k == "A" and self.opts["kapt-vault"] == "yes":
            out |= self.move_then_vault(board, s, p)
        elif k in "TY" and self.opts["leaper-vault"] == "yes":
            out |= self.side_vaults(board, s, p)
        return out

    def destinations(self, board, s):
        self.fs = colour(board[s])
        p = board[s]
        out = self.vault_moves(board, s, p) | self.regular_moves(board, s, p)
        out.discard(s)
        return out

    # ---------------------------------------------------------- Kaida
    def attacked(self, board, t, by):
        always = "PRX"
        if self.opts["kapt-vault"] == "yes":
            always += "A"
        if self.opts["leaper-vault"] == "yes":
            always += "TY"
        cands = set()
        for s, q in board.items():
            if colour(q) == by and (kind(q) in always or cheb(s, t) <= 5):
                cands.add(s)
        for d in ALL8:
            cur = add(t, d)
            while self.on(cur) and cur not in board:
                cur = add(cur, d)
            if self.on(cur):
                cands.add(cur)
                k = 1
                while self.on(cur) and cur in board:
                    if k >= 4:
                        cands.add(cur)
                    cur = add(cur, d)
                    k += 1
        for s in cands:
            if colour(board[s]) == by and t in self.destinations(board, s):
                return True
        return False

    # ---------------------------------------------------------- positions
    def parse(self, text):
        text = text.strip()
        start = text == "start"
        if start:
            text = self.start
        f = text.split()
        if len(f) != 3:
            raise SystemExit("position: need 3 fields: board side fluttember")
        rows = f[0].split("/")
        if len(rows) != self.nr:
            raise SystemExit("position: %s needs %d ranks of %d squares, got %d ranks"
                             % (self.game, self.nr, self.nf, len(rows)))
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
                    if row[j] == "0":
                        raise SystemExit("position: leading zero in %r" % row)
                    x += int(row[j:k])
                    j = k
                    continue
                if c.upper() not in "KPACJHTDSYFRX":
                    raise SystemExit("position: bad piece %r" % c)
                p = c
                if j + 1 < len(row) and row[j + 1] == "'":
                    if c.upper() not in "SDT":
                        raise SystemExit("position: ' only after S, D, T")
                    p += "'"
                    j += 1
                board[(x, r)] = p
                x += 1
                j += 1
            if x != self.nf:
                raise SystemExit("position: %s needs %d ranks of %d squares; rank %d has %d"
                                 % (self.game, self.nr, self.nf, r + 1, x))
        if f[1] not in ("y", "b"):
            raise SystemExit("position: bad side")
        if f[2] != "-" and (set(f[2]) - set("YB") or len(set(f[2])) != len(f[2])):
            raise SystemExit("position: bad fluttember field")
        flutter = set() if f[2] == "-" else {c.lower() for c in f[2]}
        for k in "Kk":
            if sum(1 for q in board.values() if q == k) != 1:
                raise SystemExit("position: need one King per side")
        side = f[1]
        if start and self.opts["first"] == "blue":
            side = "b"
        return {"board": board, "side": side, "flutter": flutter}

    def promotions(self, side):
        return ["P", "A", "C", "J", "H", "T'", "D'", "Y", "F", "R", "X"]

    # ---------------------------------------------------------- moves
    def group_moves(self, board, side):
        """Brumbyte group moves (setup=vallia): list of (text, new board)."""
        fw = 1 if side == "y" else -1
        swod = "S" if side == "y" else "s"
        sw = sorted(s for s, q in board.items() if q[0] == swod)
        swset = set(sw)
        groups = set()
        for a in sw:                           # connected triples: a-b adjacent, c adjacent to a or b
            for d in ALL8:
                b = add(a, d)
                if b not in swset:
                    continue
                for x in (a, b):
                    for e in ALL8:
                        c = add(x, e)
                        if c in swset and c != a and c != b:
                            groups.add(frozenset((a, b, c)))
        out = []
        for g in groups:
            for dx in (0, 1, -1):
                d = (dx, fw)
                ok = True
                for s in g:
                    t = add(s, d)
                    if not self.on(t) or (t in board and t not in g):
                        ok = False
                        break
                    if (side == "y" and t[1] > 17) or (side == "b" and t[1] < 6):
                        ok = False
                        break
                if not ok:
                    continue
                nb = dict(board)
                for s in g:
                    del nb[s]
                for s in g:
                    nb[add(s, d)] = swod + "'"
                order = sorted(g, key=lambda s: (s[1], s[0]))
                text = ",".join(self.name(s) + "-" + self.name(add(s, d)) for s in order)
                out.append((text, nb))
        return out

    def legal_moves(self, pos, attacked=None):
        if self.over(pos):
            return []
        board, side = pos["board"], pos["side"]
        bare = sum(1 for q in board.values() if colour(q) == side) == 1
        last_rank = self.nr - 1 if side == "y" else 0
        out = []
        seen = set()

        def push(text, nb, flutter):
            key = (frozenset(nb.items()), frozenset(flutter))
            if key in seen:
                return
            if self.in_kaida(nb, side, attacked):
                return
            seen.add(key)
            child = {"board": nb, "side": other(side), "flutter": flutter}
            if bare:
                child["ended"] = True
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
        if self.game == "hyrshiv" and self.opts["setup"] == "vallia":
            for text, nb in sorted(self.group_moves(board, side)):
                push(text, nb, pos["flutter"])
        if side in pos["flutter"]:
            ks = self.flutter_king[side]
            if board.get(ks) == ("K" if side == "y" else "k") and not self.in_kaida(board, side, attacked):
                for k, squares in self.flutter_partners[side].items():
                    for t in squares:
                        if board.get(t) == (k if side == "y" else k.lower()):
                            nb = dict(board)
                            nb[ks], nb[t] = nb[t], nb[ks]
                            push(self.name(ks) + "<>" + self.name(t), nb, pos["flutter"] - {side})
        return out


# ---------------------------------------------------------------- command line

def run(game, position, depth, divide, opts):
    g = LargeGame(game, opts)
    pos = g.parse(position)
    t0 = time.time()
    if not divide:
        n = g.perft(pos, depth)
    else:
        n = 0 if depth else 1
        if depth:
            for text, child in sorted(g.legal_moves(pos), key=lambda tc: tc[0]):
                c = g.perft(child, depth - 1)
                print("%s %d" % (text, c))
                n += c
    print("nodes %d" % n)
    print("time %.1fs" % (time.time() - t0), file=sys.stderr)
    return n


def parse_args(args):
    divide = False
    opts = dict(LARGE_DEFAULTS)
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
            if k not in LARGE_ALLOWED or v not in LARGE_ALLOWED[k]:
                raise SystemExit("bad option %r (allowed: %s)" % (
                    kv, ", ".join("%s=%s" % (k2, "|".join(v2)) for k2, v2 in LARGE_ALLOWED.items())))
            opts[k] = v
        else:
            positional.append(a)
        i += 1
    return divide, opts, positional


def main(argv):
    args = argv[1:]
    if args and args[0] == "--selftest":
        sys.exit(0 if selftest(*[int(a) for a in args[1:3]]) else 1)
    divide, opts, positional = parse_args(args)
    if len(positional) != 3:
        raise SystemExit(__doc__.split("\n\n")[2])
    run(positional[0], positional[1], int(positional[2]), divide, opts)


def build(game, pieces, side="y", flutter="-"):
    """Position string from {"f5": "Y", ...} (upper Yellow, lower Blue)."""
    nf = 18 if game == "hyrshiv" else 36
    names = {file_name(i): i for i in range(nf)}
    board = {}
    for sq, p in pieces.items():
        i = 0
        while sq[i].isalpha():
            i += 1
        board[(names[sq[:i]], int(sq[i:]) - 1)] = p
    rows = []
    for r in range(23, -1, -1):
        out, run = "", 0
        for x in range(nf):
            q = board.get((x, r))
            if q is None:
                run += 1
                continue
            out += (str(run) if run else "") + q
            run = 0
        rows.append(out + (str(run) if run else ""))
    return "/".join(rows) + " " + side + " " + flutter


def H(pieces, side="y", flutter="-"):
    base = {"r1": "K", "r24": "k"}
    base.update(pieces)
    return build("hyrshiv", base, side, flutter)


# (game, position, options, depth, expected) -- counted by hand, see JIKAIDA_LARGE.md
HAND_CHECKS = [
    ("hyrshiv", "start", {}, 1, 268),
    ("hyrshiv", H({"f5": "Y", "l17": "Y"}), {}, 1, 18),
    ("hyrshiv", H({"f5": "Y", "l17": "Y"}), {"free-movement": "none"}, 1, 17),
    ("hyrshiv", H({"f5": "Y", "l17": "Y"}), {"hyrpaktun-step": "yes"}, 1, 34),
    ("hyrshiv", H({"f5": "Y", "l17": "Y"}), {"hyrpaktun-step": "yes", "free-movement": "none"}, 1, 33),
    ("hyrshiv", H({"h17": "F"}), {}, 1, 67),
    ("hyrshiv", H({"h17": "F"}), {"flutsman-fronts": "one"}, 1, 56),
    ("hyrshiv", H({"h17": "F"}), {"flutsman-step": "optional"}, 1, 75),
    ("hyrshiv", H({"e5": "R"}), {}, 1, 63),
    ("hyrshiv", H({"e5": "R"}), {"free-movement": "none"}, 1, 15),
    ("hyrshiv", H({"e5": "R"}), {"missile-fronts": "free"}, 1, 75),
    ("hyrshiv", H({"e5": "R"}), {"missile-first-step": "stop"}, 1, 67),
    ("hyrshiv", H({"e5": "R", "f10": "d"}), {}, 1, 55),
    ("hyrshiv", H({"e5": "R", "f10": "d"}), {"free-movement": "none"}, 1, 15),
    ("hyrshiv", H({"e5": "R", "f10": "d"}), {"missile-fronts": "free"}, 1, 61),
    ("hyrshiv", H({"e5": "X"}), {}, 1, 47),
    ("hyrshiv", H({"e5": "X"}), {"free-movement": "none"}, 1, 11),
    ("hyrshiv", H({"c5": "H"}), {}, 1, 24),
    ("hyrshiv", H({"c5": "H"}), {"free-movement": "none"}, 1, 10),
    ("hyrshiv", H({"a13": "J"}), {"jiktar-chuktar": "no"}, 1, 37),
    ("hyrshiv", H({"a13": "J"}), {}, 1, 60),
    ("hyrshiv", H({"a18": "J"}), {"jiktar-chuktar": "no"}, 1, 43),
    ("hyrshiv", H({"a1": "T'", "a2": "D'", "a3": "D'", "a4": "D'", "a5": "s"}), {}, 1, 26),
    ("hyrshiv", H({"a1": "T'", "a2": "D'", "a3": "D'", "a4": "D'", "a5": "s"}), {"leaper-vault": "yes"}, 1, 28),
    ("hyrshiv", H({"f5": "S'", "g5": "S'", "h5": "S'"}), {"setup": "vallia"}, 1, 15),
    ("hyrshiv", H({"f5": "S'", "g5": "S'", "h5": "S'"}), {}, 1, 12),
    ("hyrshiv", H({"c23": "S'", "d24": "d"}), {}, 1, 36),
    ("hyrshiv", H({"f6": "P"}), {"free-movement": "none"}, 1, 54),
    ("hyrshiv", H({"f6": "P"}), {"free-movement": "none", "pallan-fronts": "2"}, 1, 91),
    ("hyrshiv", H({"f6": "P"}), {}, 1, 83),
    ("hyrshiv", H({"f6": "P"}), {"pallan-fronts": "2"}, 1, 88),
    ("hyrshiv", H({"a1": "P", "a2": "D'", "a3": "D'", "a4": "D'"}), {}, 1, 59),
    ("hyrshiv", H({"a1": "P", "a2": "D'", "a3": "D'", "a4": "D'"}), {"pallan-zeunt": "larger"}, 1, 117),
    ("hyrshiv", H({"a1": "A", "b4": "D'", "b5": "D'", "b6": "D'"}), {}, 1, 92),
    ("hyrshiv", H({"a1": "A", "b4": "D'", "b5": "D'", "b6": "D'"}), {"kapt-vault": "yes"}, 1, 93),
    ("hyrshiv", H({"a1": "Y", "b1": "D'", "c1": "D'", "d1": "D'", "e1": "d"}), {}, 1, 26),
    ("hyrshiv", H({"a1": "Y", "b1": "D'", "c1": "D'", "d1": "D'", "e1": "d"}), {"leaper-vault": "yes"}, 1, 27),
    ("hyrshiv", build("hyrshiv", {"j1": "K", "h1": "A", "k1": "A", "a1": "C", "r1": "C", "j24": "k"}, "y", "YB"),
     {}, 1, 201),
    ("hyrshiv", build("hyrshiv", {"j1": "K", "h1": "A", "k1": "A", "a1": "C", "r1": "C", "j24": "k"}, "y", "B"),
     {}, 1, 197),
    ("jikshiv", build("jikshiv", {"r1": "K", "r24": "k", "ag5": "F"}), {}, 1, 39),
]

ALL_ON = {"pallan-zeunt": "larger", "kapt-vault": "yes", "leaper-vault": "yes", "pallan-fronts": "2",
          "hyrpaktun-step": "yes", "flutsman-step": "optional", "missile-first-step": "stop",
          "missile-slide": "any"}


def selftest(games=1, plies_per_game=40):
    bad = 0
    for game, text, o, depth, want in HAND_CHECKS:
        opts = dict(LARGE_DEFAULTS)
        opts.update(o)
        g = LargeGame(game, opts)
        pos = g.parse(text)
        assert g.fmt(pos) == (g.start if text == "start" else text), g.fmt(pos)
        got = g.perft(pos, depth)
        print("%-8s %s %s d%d: %d (want %d)%s" % (game, text, o, depth, got, want,
                                                "" if got == want else "  <-- MISMATCH"))
        bad += got != want
    # random games: the fast Kaida test (candidate filter) against the full one
    import random
    rng = random.Random(5)
    plies = 0
    for game, o in [("hyrshiv", {}), ("hyrshiv", {"setup": "lamdu"}), ("hyrshiv", {"setup": "vallia"}),
                    ("hyrshiv", ALL_ON), ("hyrshiv", dict(ALL_ON, **{"free-movement": "none",
                                                                    "flutsman-fronts": "one",
                                                                    "missile-fronts": "one"})),
                    ("jikshiv", {"missile-fronts": "free"})]:
        opts = dict(LARGE_DEFAULTS)
        opts.update(o)
        g = LargeGame(game, opts)
        for _ in range(games):
            pos = g.parse("start")
            for _ in range(plies_per_game):
                assert g.fmt(g.parse(g.fmt(pos))) == g.fmt(pos)
                fast = g.legal_moves(pos)
                slow = g.legal_moves(pos, attacked=g.attacked_slow)
                if [t for t, _ in fast] != [t for t, _ in slow]:
                    print("Kaida mismatch in", game, o, g.fmt(pos))
                    bad += 1
                    break
                if not fast:
                    break
                pos = rng.choice(fast)[1]
                plies += 1
        print("  random %s %s: %d plies so far, failures %d" % (game, o, plies, bad), flush=True)
    print("random plies checked: %d, failures: %d" % (plies, bad))
    return bad == 0


if __name__ == "__main__":
    main(sys.argv)
