#!/usr/bin/env python3
"""Independent reference perft for 11x11 Fetlar (and Copenhagen) Hnefatafl (standard library only).

Written from /work/shared/rules/tafl.md and the seed text only, to cross-check
the Rust engine; the Copenhagen options (shieldwall, exit fort) from the
Copenhagen rules text (aagenielsen.dk, 21.12.2024) as made precise below,
without reading the Rust code.  Clarity over speed.

Usage:
    python3 crates/rules/tests/reference/tafl_perft.py "<position>|start" <depth> [--divide]
            [--option key=value ...]

Options (default first):
    throne=hostile|strict   king beside the EMPTY throne: 3 attackers + throne
                            capture him (hostile) or four attackers are needed
    armed-king=yes|no       king may be hammer/anvil against attackers
    no-moves=draw|loses     (does not change perft: the game is over either way)
    surround=off|win        after an attacker move, attackers win if no
                            defender/king can flood-fill to the board edge
                            through squares not occupied by attackers
    preset=fetlar|copenhagen|custom
                            fetlar sets throne=hostile armed-king=yes
                            no-moves=draw surround=off shieldwall=off
                            shieldwall-flank=yes edge-fort=off; copenhagen
                            sets throne=hostile armed-king=yes no-moves=loses
                            surround=win shieldwall=strong shieldwall-flank=yes
                            edge-fort=win; custom changes nothing.  Options
                            are applied in command-line order, so a later
                            --option overrides the preset.
    shieldwall=off|strong|weak
                            shieldwall capture of a row of 2+ enemy men on an
                            edge (see below); strong: a corner may stand in
                            for ONE of the two bracketing pieces; weak: both
                            brackets must be real pieces
    shieldwall-flank=yes|no yes: the row is taken only by a move onto one of
                            its two bracket squares; no: also by a move onto
                            one of the row's front squares
    edge-fort=off|win       defenders win when the king on the edge sits in
                            a fort the attackers can never break (see below)
    repetition=draw|off|defenders-lose|mover-loses
                            accepted and ignored (perft ignores repetition)

Output: with --divide one line per root move "<from>-<to>[x<sq>...] <count>"
(hammer-and-anvil captures listed N, E, S, W around the destination, then the
shieldwall captures sorted by square: rank 1 first, file a..k within a rank),
then "nodes <N>".  No '#' mark is printed on winning moves.

Conventions / resolved ambiguities
----------------------------------
* The king may pass over the empty throne as well as stop on it.
* Only the mover captures; with armed-king=no a king move captures nothing
  and the king is not an anvil for defenders, BUT the king-occupied throne
  is still hostile to attackers (the seed names the refuge square as the
  anvil), so a defender can capture an attacker against it either way.
* A game-over position (king captured/absent, king on a corner, surround win,
  or no legal move) counts 1 at depth 0 and 0 at depth >= 1.
* For the ROOT position: no king on the board, or king on a corner, is game
  over.  With surround=win and defenders to move, a root position where the
  defenders are already surrounded is also treated as over (as if the previous
  attacker move ended the game).  A king standing surrounded at the root is
  NOT considered captured (only an attacker move captures).
* Repetition is ignored.

Shieldwall (shieldwall=strong|weak), after a move by side M, decided on the
board right after the move (the same board the hammer-and-anvil captures are
decided on; the two never overlap):
* A row is a maximal run of 2+ consecutive squares along one edge (rank 1,
  rank 11, file a, file k) each holding a piece of the other side.  When the
  attackers capture, the king counts as a member of the defenders' row but is
  never removed (king + one defender loses that defender).
* Every member's front square (one step in from the edge) holds a piece of M;
  each of the two squares just beyond the ends along the edge (brackets)
  holds a piece of M or is a corner (strong only, and at most one of the
  two).  M's king counts as a piece of M only with armed-king=yes.
* shieldwall-flank=yes: the moving piece must have landed on a bracket;
  shieldwall-flank=no: on a bracket or on a front square of the row.
* A move of an unarmed king makes no shieldwall capture.
* A bracket square holding M's armed king counts as "a piece of M" even when
  it is a corner (only possible on the king's escaping move, so counts never
  depend on it; it changes only the capture text of that move).
* The shieldwall part of the exit-fort test (below) never changes its
  verdict: every neighbour of a takeable row is a fillable square or another
  member, so no defender outside the row loses a closed neighbour, and no
  member can touch I (conditions 2 and 4 already exclude it).  It is still
  computed as written.

Exit fort (edge-fort=win): the game is over (defenders win), whoever is to
move, after any move and at the root (checked before the surround rule) iff
1. the king is on an edge square with an empty orthogonal neighbour;
2. I = the king's square plus every empty square joined to it through empty
   squares (corners and the empty throne included) has no attacker
   orthogonally next to any of its squares;
3. S = greatest set of defenders (not the king) with no member having both
   neighbours on one line "open" (open: attacker, defender not in S, empty
   corner, empty throne, empty square not in I; closed: off board, king,
   empty plain square in I).  With shieldwall on, the same loop also removes
   every defender of a takeable edge row: a maximal run (length >= 2, at
   least one defender) of S-defenders/king along an edge whose front squares
   and both brackets are all fillable and whose brackets are not both corners
   (fillable: attacker, defender not in S, empty non-corner square not in I,
   or an empty corner with shieldwall=strong -- a corner is fillable under
   strong even when it lies in I);
4. every defender orthogonally next to a square of I is in S.

Hand-checked positions (counted by hand, then confirmed with this program)
---------------------------------------------------------------------------
(Remember: the first rank listed in a position string is rank 1, as OpenTafl writes it.)

1. "/11/t10/11/11/11/5K5/11/11/11/11/11/ a"   (king f6 on throne, attacker a2)
   Attacker a2: north a3..a10 = 8 (a11 is a corner, forbidden), south a1 is a
   corner (0), east b2..k2 = 10.  perft(1) = 18.
   Each reply: the king on the throne has 5 squares in each of 4 directions
   (f7-f11, f5-f1, e6-a6, g6-k6) = 20, except after a2-a6 (a6 now occupied:
   19) and after a2-f2 (f2 blocks f2 and f1: 18).  No captures are possible
   (the only defender piece is the king).  perft(2) = 16*20 + 19 + 18 = 357.

2. "/1T9/11/11/11/2t8/11/11/7K3/11/11/11/ a"   (defender b1, attacker c5, king h8)
   Attacker c5: north c6..c11 = 6, south c4..c1 = 4, west b5,a5 = 2,
   east d5..k5 = 8.  perft(1) = 20.  The move c5-c1 captures b1 against the
   hostile corner a1, printed "c5-c1xb1".  After it, the king h8 has
   north 3 + south 7 + west 7 + east 3 = 20 moves, so that divide line is 20.

3. "/11/11/11/11/11/11/4tKt4/11/11/5t5/11/ a"  (king f7, attackers e7 g7 f10)
   e7: north e8..e11 = 4, south e6..e1 = 6, west d7..a7 = 4, east blocked = 14.
   g7: symmetric = 14.  f10: north f11 = 1, south f9,f8 = 2, west 5, east 5
   = 13.  perft(1) = 41.
   f10-f8 puts attackers on e7, g7, f8 with the EMPTY throne f6 south of the
   king: throne=hostile -> king captured, divide line "f10-f8 0" at depth 2.
   throne=strict -> not captured; the king can then only go south: f6 (the
   throne, allowed for the king), f5, f4, f3, f2, f1 = 6, line "f10-f8 6".

4. "/11/11/2K8/3t7/3T7/11/11/11/11/11/11/ d"  (defender d5, attacker d4, king c3)
   King c3: east d3..k3 = 8, west b3,a3 = 2, north c4..c11 = 8, south c2,c1
   = 2 -> 20.  Defender d5: north d6..d11 = 6, south blocked, west c5..a5 = 3,
   east e5..k5 = 7 -> 16.  perft(1) = 36.  King move c3-d3 sandwiches d4
   against d5: armed-king=yes -> "c3-d3xd4"; armed-king=no -> "c3-d3".

5. "/11/11/11/11/11/5K5/5t5/7T3/11/11/11/ d"  (defender h8, attacker f7, king f6)
   h8: west g8..a8 = 7, east 3, north 3, south h7..h1 = 7 -> 20.  King f6:
   north blocked by f7, 5 in each other direction -> 15.  perft(1) = 35.
   h8-f8 captures f7 against the king-occupied throne with either armed-king
   value: "h8-f8xf7" in both cases.

6. "/7t3/1t1t7/1tKt7/2t8/11/11/11/11/11/11/11/ a"  (king c3; attackers c4 b3
   d3 b2 d2 h1).  h1-c1 closes the pocket {c3, c2}: with surround=win the
   line is "h1-c1 0"; with surround=off the king's only move is c3-c2 ->
   "h1-c1 1".  After h1-d1 the king has c2, c1 -> "h1-d1 2".

7. "/11/11/11/11/5t5/4tK1t3/5t5/11/11/11/11/ a": h6-g6 completes four
   attackers around the king on the throne -> "h6-g6 0" at depth 2.
   "/t10/11/11/11/11/11/11/11/11/11/1K9/ d" is rejected (attacker on corner
   a1); with the attacker on a2 instead, b11-a11 escapes -> line 0 at depth 2.

8. Start, depth 1: the bottom group gives d1 (d2..d5 + c1,b1) 6, e1 (e2..e4)
   3, f1 0, g1 3, h1 6, f2 (f3 + e2..a2 + g2..k2) 11 = 29; four symmetric
   groups -> 116.  Program: 116, 6788, 806344 for depths 1, 2, 3.
   preset=copenhagen gives the same 116, 6788, 806344 (nothing reachable in 3
   plies from the start touches an edge rule).

9. "/1TT8/1tt8/11/11/3t7/11/11/7K3/11/11/11/ a" with preset=copenhagen
   (defenders b1 c1, attackers b2 c2 d5, king h8).  b2: 9 north + a2 = 10;
   c2: 9 north + d2..k2 8 = 17; d5: 6 + 4 + 3 + 7 = 20; perft(1) = 47.
   d5-d1 brackets the row b1 c1 (fronts b2 c2) against the corner a1:
   shieldwall=strong -> "d5-d1xb1xc1"; shieldwall=weak -> "d5-d1".

10. "/1TttT6/3T7/11/11/11/2K8/11/11/8t2/11/11/ d" with preset=copenhagen
   (defenders b1 e1 d2, attackers c1 d1 i9, king c6).  b1 10, e1 10 + 5 = 15,
   d2 9 + 3 + 7 = 19, king 5 + 4 + 2 + 8 = 19; perft(1) = 63.  c6-c2 fills
   the last front square of the row c1 d1 (brackets b1 e1 already there):
   shieldwall-flank=no -> "c6-c2xc1xd1"; shieldwall-flank=yes -> "c6-c2".

11. "/3TKT5/3T1T5/4T6/11/11/11/3T7/11/8t2/11/11/ d" with preset=copenhagen
   (king e1; defenders d1 f1 d2 f2 e3 d7; attacker i9).  d7-d3 closes the fort
   I = {e1, e2} (e3 now held from the side by d3): "d7-d3 0" at depth 2,
   and "d7-d3 20" (the attacker's 2 + 8 + 8 + 2 moves) with edge-fort=off;
   perft(2) = 1272 and 1292.  With d3 already on the board
   ("/3TKT5/3T1T5/3TT6/11/11/11/11/11/8t2/11/11/ a") the root is over: 0.
"""

import sys

SIZE = 11
FILES = "abcdefghijk"
START = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/ a"

EMPTY = "."
ATTACKER = "t"
DEFENDER = "T"
KING = "K"

# Directions in the order used for printing captures: north, east, south, west.
# A square is (file, rank) with file 0..10 = a..k and rank 0..10 = 1..11.
DIRECTIONS = [(0, 1), (1, 0), (0, -1), (-1, 0)]

CORNERS = {(0, 0), (0, SIZE - 1), (SIZE - 1, 0), (SIZE - 1, SIZE - 1)}
THRONE = (5, 5)


def on_board(sq):
    f, r = sq
    return 0 <= f < SIZE and 0 <= r < SIZE


def on_edge(sq):
    f, r = sq
    return f == 0 or r == 0 or f == SIZE - 1 or r == SIZE - 1


def sq_name(sq):
    return FILES[sq[0]] + str(sq[1] + 1)


class Position:
    """board[rank][file] holds '.', 't', 'T' or 'K'."""

    def __init__(self, board, to_move, over=False):
        self.board = board          # list of SIZE lists (rank index 0 = rank 1)
        self.to_move = to_move      # 'a' or 'd'
        self.over = over            # True if the game has ended

    def get(self, sq):
        return self.board[sq[1]][sq[0]]

    def copy(self):
        return Position([row[:] for row in self.board], self.to_move, self.over)

    def king_square(self):
        for r in range(SIZE):
            for f in range(SIZE):
                if self.board[r][f] == KING:
                    return (f, r)
        return None


def parse_position(text):
    text = text.strip()
    if text == "start":
        text = START
    parts = text.split()
    if len(parts) != 2 or parts[1] not in ("a", "d"):
        raise ValueError("position must be '<ranks> a|d'")
    ranks = [s for s in parts[0].split("/") if s != ""]
    if len(ranks) != SIZE:
        raise ValueError("need 11 ranks, got %d" % len(ranks))
    board = [[EMPTY] * SIZE for _ in range(SIZE)]
    for i, rank_text in enumerate(ranks):
        r = i                       # first listed rank is rank 1
        row = []
        j = 0
        while j < len(rank_text):
            c = rank_text[j]
            if c.isdigit():
                k = j
                while k < len(rank_text) and rank_text[k].isdigit():
                    k += 1
                row.extend([EMPTY] * int(rank_text[j:k]))
                j = k
            elif c in (ATTACKER, DEFENDER, KING):
                row.append(c)
                j += 1
            else:
                raise ValueError("bad character %r" % c)
        if len(row) != SIZE:
            raise ValueError("rank %d has %d squares" % (r + 1, len(row)))
        board[r] = row
    kings = 0
    for r in range(SIZE):
        for f in range(SIZE):
            p = board[r][f]
            if p == KING:
                kings += 1
            elif p != EMPTY and ((f, r) in CORNERS or (f, r) == THRONE):
                raise ValueError("non-king piece on refuge %s" % sq_name((f, r)))
    if kings > 1:
        raise ValueError("more than one king")
    return Position(board, parts[1])


def is_friend(piece, side):
    if side == "a":
        return piece == ATTACKER
    return piece in (DEFENDER, KING)


def is_enemy_soldier(piece, side):
    """Enemy piece that can be captured by ordinary custodial capture (not the king)."""
    if side == "a":
        return piece == DEFENDER
    return piece == ATTACKER


def is_anvil(pos, sq, side, opts):
    """Can square sq act as the anvil for a capture made by `side`?"""
    piece = pos.get(sq)
    if sq in CORNERS:
        return True                         # corners hostile to both
    if sq == THRONE:
        if piece == EMPTY:
            return True                     # empty throne hostile to both
        if piece == KING:
            # king-occupied throne is hostile to attackers only,
            # i.e. it is an anvil when the DEFENDERS capture
            return side == "d"
    if side == "a":
        return piece == ATTACKER
    if piece == DEFENDER:
        return True
    if piece == KING:
        return opts["armed-king"] == "yes"
    return False


def generate_moves(pos):
    """List of (from, to) for the side to move; empty if the game is over."""
    if pos.over:
        return []
    moves = []
    for r in range(SIZE):
        for f in range(SIZE):
            piece = pos.board[r][f]
            if not is_friend(piece, pos.to_move):
                continue
            src = (f, r)
            for df, dr in DIRECTIONS:
                cur = (f + df, r + dr)
                while on_board(cur) and pos.get(cur) == EMPTY:
                    if piece != KING and cur in CORNERS:
                        break                       # only the king may enter a corner
                    if piece != KING and cur == THRONE:
                        cur = (cur[0] + df, cur[1] + dr)
                        continue                    # may pass the empty throne, not stop
                    moves.append((src, cur))
                    cur = (cur[0] + df, cur[1] + dr)
    return moves


def surrounded(pos):
    """True if no defender or king can reach the board edge (flood fill through
    squares not occupied by attackers)."""
    stack = []
    seen = set()
    for r in range(SIZE):
        for f in range(SIZE):
            if pos.board[r][f] in (DEFENDER, KING):
                stack.append((f, r))
                seen.add((f, r))
    while stack:
        sq = stack.pop()
        if on_edge(sq):
            return False
        for df, dr in DIRECTIONS:
            nb = (sq[0] + df, sq[1] + dr)
            if on_board(nb) and nb not in seen and pos.get(nb) != ATTACKER:
                seen.add(nb)
                stack.append(nb)
    return True


def king_captured(pos, opts):
    ksq = pos.king_square()
    if ksq is None:
        return True
    if on_edge(ksq):
        return False
    attackers = 0
    empty_throne = 0
    for df, dr in DIRECTIONS:
        nb = (ksq[0] + df, ksq[1] + dr)
        p = pos.get(nb)
        if p == ATTACKER:
            attackers += 1
        elif nb == THRONE and p == EMPTY:
            empty_throne += 1
    if attackers == 4:
        return True
    if opts["throne"] == "hostile" and attackers == 3 and empty_throne == 1:
        return True
    return False


EDGES = [
    # (squares along the edge in order, front step towards the centre)
    ([(f, 0) for f in range(SIZE)], (0, 1)),                  # rank 1
    ([(f, SIZE - 1) for f in range(SIZE)], (0, -1)),          # rank 11
    ([(0, r) for r in range(SIZE)], (1, 0)),                  # file a
    ([(SIZE - 1, r) for r in range(SIZE)], (-1, 0)),          # file k
]


def edge_runs(is_member):
    """Yield (members, front_step, bracket_low, bracket_high) for every maximal
    run of 2+ consecutive edge squares satisfying is_member(sq).  Brackets are
    the squares just beyond the two ends along the edge (None if off board)."""
    for line, step in EDGES:
        i = 0
        while i < SIZE:
            if not is_member(line[i]):
                i += 1
                continue
            j = i
            while j < SIZE and is_member(line[j]):
                j += 1
            if j - i >= 2:
                lo = line[i - 1] if i > 0 else None
                hi = line[j] if j < SIZE else None
                yield line[i:j], step, lo, hi
            i = j


def shieldwall_captures(pos, side, dst, opts):
    """Men of the opponent of `side` taken by shieldwall on board `pos` (the
    board right after `side` moved a piece to dst).  Sorted by square."""
    if opts["shieldwall"] == "off":
        return []
    armed = opts["armed-king"] == "yes"

    def mover_piece(sq):
        p = pos.get(sq)
        if side == "a":
            return p == ATTACKER
        return p == DEFENDER or (p == KING and armed)

    def member(sq):
        p = pos.get(sq)
        if side == "a":
            return p in (DEFENDER, KING)
        return p == ATTACKER

    captured = []
    for members, step, lo, hi in edge_runs(member):
        fronts = [(sq[0] + step[0], sq[1] + step[1]) for sq in members]
        if not all(mover_piece(fr) for fr in fronts):
            continue
        corners_used = 0
        ok = True
        for br in (lo, hi):
            if br is None:
                ok = False
            elif mover_piece(br):
                pass
            elif br in CORNERS and opts["shieldwall"] == "strong":
                corners_used += 1
            else:
                ok = False
        if not ok or corners_used > 1:
            continue
        if opts["shieldwall-flank"] == "yes":
            landed = dst in (lo, hi)
        else:
            landed = dst in (lo, hi) or dst in fronts
        if not landed:
            continue
        for sq in members:
            if pos.get(sq) != KING:
                captured.append(sq)
    captured.sort(key=lambda sq: (sq[1], sq[0]))
    return captured


def edge_fort(pos, opts):
    """True if the king sits in an exit fort (edge-fort=win rule)."""
    if opts["edge-fort"] != "win":
        return False
    ksq = pos.king_square()
    if ksq is None or not on_edge(ksq):
        return False
    # 1. the king can move: an empty orthogonal neighbour
    if not any(on_board(nb) and pos.get(nb) == EMPTY for nb in neighbours(ksq)):
        return False
    # 2. inside I: king square + empty squares joined to it through empty squares
    inside = {ksq}
    stack = [ksq]
    while stack:
        sq = stack.pop()
        for nb in neighbours(sq):
            if on_board(nb) and nb not in inside and pos.get(nb) == EMPTY:
                inside.add(nb)
                stack.append(nb)
    for sq in inside:
        for nb in neighbours(sq):
            if on_board(nb) and pos.get(nb) == ATTACKER:
                return False
    # 3. safe set S (greatest fixpoint)
    safe = set()
    for r in range(SIZE):
        for f in range(SIZE):
            if pos.board[r][f] == DEFENDER:
                safe.add((f, r))

    def is_open(sq):
        if not on_board(sq):
            return False
        p = pos.get(sq)
        if p == KING:
            return False
        if p == ATTACKER:
            return True
        if p == DEFENDER:
            return sq not in safe
        if sq in CORNERS or sq == THRONE:
            return True
        return sq not in inside

    def fillable(sq):
        p = pos.get(sq)
        if p == ATTACKER:
            return True
        if p == DEFENDER:
            return sq not in safe
        if p == KING:
            return False
        if sq in CORNERS:
            return opts["shieldwall"] == "strong"
        return sq not in inside

    changed = True
    while changed:
        changed = False
        for sq in sorted(safe):
            f, r = sq
            if (is_open((f, r + 1)) and is_open((f, r - 1))) or \
                    (is_open((f + 1, r)) and is_open((f - 1, r))):
                safe.discard(sq)
                changed = True
        if opts["shieldwall"] != "off":
            run_member = lambda sq: sq in safe or pos.get(sq) == KING
            for members, step, lo, hi in edge_runs(run_member):
                if not any(pos.get(sq) == DEFENDER for sq in members):
                    continue
                if lo is None or hi is None:
                    continue                # cannot happen (corners are never members)
                if lo in CORNERS and hi in CORNERS:
                    continue
                if not (fillable(lo) and fillable(hi)):
                    continue
                if not all(fillable((sq[0] + step[0], sq[1] + step[1])) for sq in members):
                    continue
                for sq in members:
                    if sq in safe:
                        safe.discard(sq)
                        changed = True
    # 4. every defender next to the inside is safe
    for sq in inside:
        for nb in neighbours(sq):
            if on_board(nb) and pos.get(nb) == DEFENDER and nb not in safe:
                return False
    return True


def neighbours(sq):
    return [(sq[0] + df, sq[1] + dr) for df, dr in DIRECTIONS]


def make_move(pos, move, opts):
    """Return (new_position, list_of_captured_squares_in_NESW_order)."""
    src, dst = move
    side = pos.to_move
    new = pos.copy()
    piece = new.get(src)
    new.board[src[1]][src[0]] = EMPTY
    new.board[dst[1]][dst[0]] = piece

    captured = []
    hammer_ok = not (piece == KING and opts["armed-king"] == "no")
    if hammer_ok:
        for df, dr in DIRECTIONS:
            victim = (dst[0] + df, dst[1] + dr)
            beyond = (dst[0] + 2 * df, dst[1] + 2 * dr)
            if not on_board(beyond):
                continue
            if is_enemy_soldier(new.get(victim), side) and is_anvil(new, beyond, side, opts):
                captured.append(victim)
        # shieldwall: decided on the same board (after the move, before removal)
        captured += shieldwall_captures(new, side, dst, opts)
        for sq in captured:
            new.board[sq[1]][sq[0]] = EMPTY

    if side == "a":
        ksq = new.king_square()
        adjacent_to_king = ksq is not None and abs(ksq[0] - dst[0]) + abs(ksq[1] - dst[1]) == 1
        if adjacent_to_king and king_captured(new, opts):
            new.board[ksq[1]][ksq[0]] = EMPTY       # king captured: attackers win
            new.over = True
        elif edge_fort(new, opts):
            new.over = True                          # exit fort: defenders win
        elif opts["surround"] == "win" and surrounded(new):
            new.over = True
    else:
        if piece == KING and dst in CORNERS:
            new.over = True                          # king escaped: defenders win
        elif edge_fort(new, opts):
            new.over = True                          # exit fort: defenders win

    new.to_move = "d" if side == "a" else "a"
    return new, captured


def perft(pos, depth, opts):
    if depth == 0:
        return 1
    moves = generate_moves(pos)
    if depth == 1:
        return len(moves)
    total = 0
    for mv in moves:
        child, _ = make_move(pos, mv, opts)
        total += perft(child, depth - 1, opts)
    return total


def root_game_over(pos, opts):
    ksq = pos.king_square()
    if ksq is None or ksq in CORNERS:
        return True
    if edge_fort(pos, opts):
        return True
    if opts["surround"] == "win" and pos.to_move == "d" and surrounded(pos):
        return True
    return False


def move_text(move, captured):
    s = sq_name(move[0]) + "-" + sq_name(move[1])
    for sq in captured:
        s += "x" + sq_name(sq)
    return s


DEFAULT_OPTS = {"throne": "hostile", "armed-king": "yes", "no-moves": "draw", "surround": "off",
                "shieldwall": "off", "shieldwall-flank": "yes", "edge-fort": "off",
                "repetition": "draw"}
ALLOWED = {
    "preset": ("fetlar", "copenhagen", "custom"),
    "throne": ("hostile", "strict"),
    "armed-king": ("yes", "no"),
    "no-moves": ("draw", "loses"),
    "surround": ("off", "win"),
    "shieldwall": ("off", "strong", "weak"),
    "shieldwall-flank": ("yes", "no"),
    "edge-fort": ("off", "win"),
    "repetition": ("draw", "off", "defenders-lose", "mover-loses"),
}
PRESETS = {
    "fetlar": {"throne": "hostile", "armed-king": "yes", "no-moves": "draw", "surround": "off",
               "shieldwall": "off", "shieldwall-flank": "yes", "edge-fort": "off"},
    "copenhagen": {"throne": "hostile", "armed-king": "yes", "no-moves": "loses",
                   "surround": "win", "shieldwall": "strong", "shieldwall-flank": "yes",
                   "edge-fort": "win"},
    "custom": {},
}


def main(argv):
    args = argv[1:]
    divide = False
    opts = dict(DEFAULT_OPTS)
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
            key, _, value = kv.partition("=")
            if key not in ALLOWED or value not in ALLOWED[key]:
                raise SystemExit("bad option %r" % kv)
            if key == "preset":
                opts.update(PRESETS[value])
            else:
                opts[key] = value
        else:
            positional.append(a)
        i += 1
    if len(positional) != 2:
        raise SystemExit(__doc__.split("\n\n")[1])
    pos = parse_position(positional[0])
    depth = int(positional[1])
    pos.over = root_game_over(pos, opts)

    if not divide:
        print("nodes %d" % perft(pos, depth, opts))
        return
    total = 0
    if depth == 0:
        total = 1
    else:
        for mv in generate_moves(pos):
            child, captured = make_move(pos, mv, opts)
            n = perft(child, depth - 1, opts)
            print("%s %d" % (move_text(mv, captured), n))
            total += n
    print("nodes %d" % total)


if __name__ == "__main__":
    main(sys.argv)
