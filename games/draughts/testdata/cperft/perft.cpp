// perft.cpp: a reference perft for English draughts (checkers), written from
// the rules for comparing our Go engine against a fast C++ bitboard program
// on the same machine (see compare.sh).
//
//   g++ -O3 -march=native -o /tmp/cperft perft.cpp
//   /tmp/cperft 12
//
// Rules: 8x8 board, 32 dark squares, Black moves first; men step one square
// diagonally forward, kings one square in any diagonal direction; capture
// is compulsory (any capture may be chosen, not necessarily the longest);
// a capture continues while the piece can jump again; a man that reaches
// the far row is crowned and its move ends there; captured pieces are
// removed only when the move is over, so they can be neither jumped twice
// nor landed on. As in the published table, every capture PATH is counted:
// a king going round a ring of pieces either way counts twice.
//
// Board: the 45-bit "ghost square" layout on a 64-bit word. Square s
// (0..31, standard numbering minus one, Black's side first) is bit
// s + s/8: each pair of rows takes nine bits, the ninth (bits 8, 17, 26) a
// ghost that is never empty and never holds a piece. With that gap, one
// diagonal step is a plain shift by 4 or 5 (towards White: left shift,
// towards Black: right shift) and no edge masks are needed: a step off
// the side lands on a ghost or off the 35 used bits.
//
// Counting: the last ply is bulk counted (popcounts for quiet moves, a
// counting walk over capture paths); the other plies recurse on a copy of
// the board. No allocation anywhere.

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

typedef uint64_t u64;

static constexpr u64 sqbit(int s) { return u64(1) << (s + s / 8); }

static constexpr u64 rangeBits(int lo, int hi) {  // squares lo..hi inclusive
    u64 b = 0;
    for (int s = lo; s <= hi; s++) b |= sqbit(s);
    return b;
}

static constexpr u64 BOARD = rangeBits(0, 31);
static constexpr u64 CROWN[2] = {rangeBits(28, 31), rangeBits(0, 3)};  // Black, White
enum { BLACK = 0, WHITE = 1 };

static_assert(BOARD == 0x7FBFDFEFFull, "ghost layout");

struct Board {
    u64 pc[2];  // pieces of Black and White
    u64 kings;  // kings of both sides
};

struct Move {
    u64 from, to, caps;
};

// sh<D> is one step of every bit: D > 0 towards White (higher squares).
template <int D>
static inline u64 sh(u64 b) {
    if constexpr (D > 0)
        return b << D;
    else
        return b >> (-D);
}

// Forward steps of side S.
template <int S> struct Fwd;
template <> struct Fwd<BLACK> { static constexpr int A = 4, B = 5; };
template <> struct Fwd<WHITE> { static constexpr int A = -4, B = -5; };

// One direction of a capture walk. p is the square the piece stands on,
// opp the enemy pieces not yet jumped, empty the empty squares (the moving
// piece's start square included; jumped pieces are still there).
template <int S, bool KING, bool GEN, int D>
static inline u64 jumpDir(u64 p, u64 opp, u64 empty, u64 caps, u64 from, Move*& out, bool& any);

// jumpFrom counts (and with GEN lists) every capture path that continues
// from p; caps are the pieces jumped so far.
template <int S, bool KING, bool GEN>
static u64 jumpFrom(u64 p, u64 opp, u64 empty, u64 caps, u64 from, Move*& out) {
    constexpr int A = Fwd<S>::A, B = Fwd<S>::B;
    bool any = false;
    u64 n = jumpDir<S, KING, GEN, A>(p, opp, empty, caps, from, out, any) +
            jumpDir<S, KING, GEN, B>(p, opp, empty, caps, from, out, any);
    if constexpr (KING)
        n += jumpDir<S, KING, GEN, -A>(p, opp, empty, caps, from, out, any) +
             jumpDir<S, KING, GEN, -B>(p, opp, empty, caps, from, out, any);
    if (!any) {  // the path ends here (only called after at least one jump)
        if constexpr (GEN) *out++ = Move{from, p, caps};
        return 1;
    }
    return n;
}

template <int S, bool KING, bool GEN, int D>
static inline u64 jumpDir(u64 p, u64 opp, u64 empty, u64 caps, u64 from, Move*& out, bool& any) {
    u64 mid = sh<D>(p) & opp;
    if (!mid) return 0;
    u64 land = sh<D>(mid) & empty;
    if (!land) return 0;
    any = true;
    if (!KING && (land & CROWN[S])) {  // crowned: the move ends
        if constexpr (GEN) *out++ = Move{from, land, caps | mid};
        return 1;
    }
    return jumpFrom<S, KING, GEN>(land, opp & ~mid, empty, caps | mid, from, out);
}

// Pieces of side S that can capture.
template <int S>
static inline u64 jumpers(u64 men, u64 kings, u64 opp, u64 empty) {
    constexpr int A = Fwd<S>::A, B = Fwd<S>::B;
    u64 fwd = sh<-A>(sh<-A>(empty) & opp) | sh<-B>(sh<-B>(empty) & opp);
    u64 bwd = sh<A>(sh<A>(empty) & opp) | sh<B>(sh<B>(empty) & opp);
    return ((men | kings) & fwd) | (kings & bwd);
}

static inline u64 popcnt(u64 b) { return (u64)__builtin_popcountll(b); }

// Number of legal moves (capture paths when there is a capture) of side S.
template <int S>
static u64 countMoves(const Board& b) {
    constexpr int A = Fwd<S>::A, B = Fwd<S>::B;
    const u64 own = b.pc[S], opp = b.pc[S ^ 1];
    const u64 kings = own & b.kings, men = own & ~b.kings;
    const u64 empty = BOARD & ~(own | opp);
    u64 j = jumpers<S>(men, kings, opp, empty);
    if (j) {
        Move* none = nullptr;
        u64 n = 0;
        for (u64 m = j & men; m; m &= m - 1) {
            u64 f = m & -m;
            n += jumpFrom<S, false, false>(f, opp, empty | f, 0, f, none);
        }
        for (u64 k = j & kings; k; k &= k - 1) {
            u64 f = k & -k;
            n += jumpFrom<S, true, false>(f, opp, empty | f, 0, f, none);
        }
        return n;
    }
    return popcnt(sh<A>(own) & empty) + popcnt(sh<B>(own) & empty) +
           popcnt(sh<-A>(kings) & empty) + popcnt(sh<-B>(kings) & empty);
}

template <int S>
static u64 perft(const Board& b, int depth);

// Quiet moves of side S in direction D by the pieces in movers.
template <int S, int D>
static inline u64 quiet(const Board& b, u64 movers, u64 empty, int depth) {
    u64 n = 0;
    for (u64 t = sh<D>(movers) & empty; t; t &= t - 1) {
        u64 to = t & -t, from = sh<-D>(to), ft = from | to;
        Board c = b;
        c.pc[S] ^= ft;
        if (c.kings & from)
            c.kings ^= ft;
        else
            c.kings |= to & CROWN[S];
        n += perft<S ^ 1>(c, depth - 1);
    }
    return n;
}

template <int S>
static u64 perft(const Board& b, int depth) {
    if (depth == 1) return countMoves<S>(b);
    constexpr int A = Fwd<S>::A, B = Fwd<S>::B;
    const u64 own = b.pc[S], opp = b.pc[S ^ 1];
    const u64 kings = own & b.kings, men = own & ~b.kings;
    const u64 empty = BOARD & ~(own | opp);
    u64 j = jumpers<S>(men, kings, opp, empty);
    if (j) {
        Move list[256];
        Move* out = list;
        for (u64 m = j & men; m; m &= m - 1) {
            u64 f = m & -m;
            jumpFrom<S, false, true>(f, opp, empty | f, 0, f, out);
        }
        for (u64 k = j & kings; k; k &= k - 1) {
            u64 f = k & -k;
            jumpFrom<S, true, true>(f, opp, empty | f, 0, f, out);
        }
        if (out - list > 256) {  // cannot happen on this board; stay honest
            fprintf(stderr, "move list overflow\n");
            abort();
        }
        u64 n = 0;
        for (Move* m = list; m != out; m++) {
            Board c = b;
            c.pc[S] = (c.pc[S] & ~m->from) | m->to;  // a king may end where it began
            if (c.kings & m->from)
                c.kings = (c.kings & ~m->from) | m->to;
            else
                c.kings |= m->to & CROWN[S];
            c.pc[S ^ 1] &= ~m->caps;
            c.kings &= ~m->caps;
            n += perft<S ^ 1>(c, depth - 1);
        }
        return n;
    }
    return quiet<S, A>(b, own, empty, depth) + quiet<S, B>(b, own, empty, depth) +
           quiet<S, -A>(b, kings, empty, depth) + quiet<S, -B>(b, kings, empty, depth);
}

int main(int argc, char** argv) {
    int maxDepth = argc > 1 ? atoi(argv[1]) : 10;
    Board start{{rangeBits(0, 11), rangeBits(20, 31)}, 0};
    double secs = 0;
    u64 n = 0;
    for (int d = 1; d <= maxDepth; d++) {
        auto t0 = std::chrono::steady_clock::now();
        n = perft<BLACK>(start, d);
        secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        printf("perft(%d) = %llu\n", d, (unsigned long long)n);
        fflush(stdout);
    }
    printf("time(%d) = %.3f s, %.1f M nodes/s\n", maxDepth, secs, n / secs / 1e6);
    return 0;
}
