/*
 * ladder: the C peer for Parlour's word-ladder searches (issue 43).
 *
 * A plain breadth-first search over the words of one length, joined when
 * they differ in one letter, with the graph held as neighbour lists in one
 * array, as a C programmer would write it. It reads the same words and the
 * same pairs as the Go benchmark, so the two can be timed side by side:
 *
 *   ladder pairs WORDS PAIRS [ROUNDS]
 *       for each pair "from to", the alphabetically first shortest chain,
 *       found as Parlour finds it (a search back from "to" until it meets
 *       "from", then the first nearer word at each step); prints the
 *       median and 90th percentile time of a pair over all rounds.
 *   ladder chain WORDS FROM TO
 *       prints that chain, for the test that checks the two agree.
 *   ladder stats WORDS LENGTH
 *       words, edges, components, isolated words, the largest component
 *       and its diameter (a search from each of its words), as
 *       `parlour doublets stats` prints them.
 *
 * Build: cc -O2 -o /tmp/ladder perf/ladderpeer/c/ladder.c
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXLEN 32

static int len;          /* letters in a word */
static int n;            /* words */
static char (*words)[MAXLEN + 1];
static int *start, *next; /* neighbours of u: next[start[u]..start[u+1]) */

static int cmpword(const void *a, const void *b) { return strcmp(a, b); }

/* readwords keeps the lines that begin with exactly `want` letters a-z and
 * have no other letter after them (as Parlour reads sgb-words.dat). */
static void readwords(const char *path, int want) {
	FILE *f = fopen(path, "r");
	if (!f) { perror(path); exit(2); }
	char line[1024];
	int cap = 1024;
	words = malloc(cap * sizeof *words);
	len = want;
	while (fgets(line, sizeof line, f)) {
		int k = 0;
		while (line[k] >= 'a' && line[k] <= 'z') k++;
		if (k != want) continue;
		int other = 0;
		for (char *p = line + k; *p; p++)
			if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')) other = 1;
		if (other) continue;
		if (n == cap) { cap *= 2; words = realloc(words, cap * sizeof *words); }
		memcpy(words[n], line, k);
		words[n][k] = 0;
		n++;
	}
	fclose(f);
	qsort(words, n, sizeof *words, cmpword);
	int m = 0;
	for (int i = 0; i < n; i++)
		if (m == 0 || strcmp(words[m - 1], words[i]) != 0) memcpy(words[m++], words[i], sizeof *words);
	n = m;
}

static int pos; /* the letter position ignored by cmpmasked */

static int cmpmasked(const void *a, const void *b) {
	const char *x = words[*(const int *)a], *y = words[*(const int *)b];
	for (int i = 0; i < len; i++)
		if (i != pos && x[i] != y[i]) return (unsigned char)x[i] - (unsigned char)y[i];
	return *(const int *)a - *(const int *)b;
}

static int cmpint(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

/* build joins the words one letter apart: for each position, the words
 * sorted with that letter ignored fall into runs that are all neighbours. */
static void build(void) {
	int *deg = calloc(n + 1, sizeof *deg);
	int *order = malloc(n * sizeof *order);
	for (int pass = 0; pass < 2; pass++) {
		for (pos = 0; pos < len; pos++) {
			for (int i = 0; i < n; i++) order[i] = i;
			qsort(order, n, sizeof *order, cmpmasked);
			for (int i = 0; i < n;) {
				int j = i + 1;
				while (j < n) {
					const char *x = words[order[i]], *y = words[order[j]];
					int same = 1;
					for (int k = 0; k < len; k++)
						if (k != pos && x[k] != y[k]) { same = 0; break; }
					if (!same) break;
					j++;
				}
				for (int a = i; a < j; a++)
					for (int b = i; b < j; b++) {
						if (a == b) continue;
						if (pass == 0) deg[order[a]]++;
						else next[start[order[a] + 1] - deg[order[a]]--] = order[b];
					}
				i = j;
			}
		}
		if (pass == 0) {
			start = calloc(n + 1, sizeof *start);
			for (int u = 0; u < n; u++) start[u + 1] = start[u] + deg[u];
			next = malloc((start[n] + 1) * sizeof *next);
		}
	}
	for (int u = 0; u < n; u++) qsort(next + start[u], start[u + 1] - start[u], sizeof *next, cmpint);
	free(deg);
	free(order);
}

static int find(const char *w) {
	int lo = 0, hi = n;
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		int c = strcmp(words[mid], w);
		if (c == 0) return mid;
		if (c < 0) lo = mid + 1; else hi = mid;
	}
	return -1;
}

static unsigned *stamp, gen;
static int *dist, *queue;

/* shortest writes the first shortest chain from s to t into out and
 * returns its number of words, or 0 when none joins them. */
static int shortest(int s, int t, int *out) {
	if (++gen == 0) { memset(stamp, 0, n * sizeof *stamp); gen = 1; }
	int head = 0, tail = 0, found = s == t;
	stamp[t] = gen; dist[t] = 0; queue[tail++] = t;
	while (head < tail && !found) {
		int u = queue[head++];
		for (int i = start[u]; i < start[u + 1]; i++) {
			int v = next[i];
			if (stamp[v] == gen) continue;
			stamp[v] = gen; dist[v] = dist[u] + 1; queue[tail++] = v;
			if (v == s) { found = 1; break; }
		}
	}
	if (!found) return 0;
	int k = 0;
	out[k++] = s;
	for (int u = s; u != t;) {
		for (int i = start[u]; i < start[u + 1]; i++) {
			int v = next[i];
			if (stamp[v] == gen && dist[v] == dist[u] - 1) { u = v; break; }
		}
		out[k++] = u;
	}
	return k;
}

static double now(void) {
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmpdouble(const void *a, const void *b) {
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static int pairs(const char *wordsPath, const char *pairsPath, int rounds) {
	FILE *f = fopen(pairsPath, "r");
	if (!f) { perror(pairsPath); return 2; }
	char a[MAXLEN + 1], b[MAXLEN + 1];
	int cap = 1024, np = 0;
	char (*from)[MAXLEN + 1] = malloc(cap * sizeof *from), (*to)[MAXLEN + 1] = malloc(cap * sizeof *to);
	while (fscanf(f, "%32s %32s", a, b) == 2) {
		if (np == cap) {
			cap *= 2;
			from = realloc(from, cap * sizeof *from);
			to = realloc(to, cap * sizeof *to);
		}
		strcpy(from[np], a);
		strcpy(to[np], b);
		np++;
	}
	fclose(f);
	if (np == 0) { fprintf(stderr, "%s: no pairs\n", pairsPath); return 2; }
	readwords(wordsPath, (int)strlen(from[0]));
	build();
	stamp = calloc(n, sizeof *stamp);
	dist = malloc(n * sizeof *dist);
	queue = malloc(n * sizeof *queue);
	int *chain = malloc(n * sizeof *chain);
	double *times = malloc((size_t)np * rounds * sizeof *times);
	long steps = 0;
	int m = 0;
	for (int r = 0; r < rounds; r++)
		for (int i = 0; i < np; i++) {
			double t0 = now();
			int s = find(from[i]), t = find(to[i]);
			int k = s >= 0 && t >= 0 ? shortest(s, t, chain) : 0;
			times[m++] = now() - t0;
			if (k == 0) { fprintf(stderr, "no chain from %s to %s\n", from[i], to[i]); return 1; }
			steps += k - 1;
		}
	qsort(times, m, sizeof *times, cmpdouble);
	printf("pairs %d rounds %d words %d mean-steps %.2f median-ns %.0f p90-ns %.0f\n",
	       np, rounds, n, (double)steps / m, times[m / 2], times[m * 9 / 10]);
	return 0;
}

static int stats(const char *wordsPath, int want) {
	readwords(wordsPath, want);
	build();
	int *comp = malloc(n * sizeof *comp), *q = malloc(n * sizeof *q), *d = malloc(n * sizeof *d);
	int comps = 0, isolated = 0, largest = -1, largestSize = 0;
	for (int i = 0; i < n; i++) comp[i] = -1;
	for (int s = 0; s < n; s++) {
		if (start[s + 1] == start[s]) isolated++;
		if (comp[s] >= 0) continue;
		int head = 0, tail = 0;
		comp[s] = comps; q[tail++] = s;
		while (head < tail) {
			int u = q[head++];
			for (int i = start[u]; i < start[u + 1]; i++)
				if (comp[next[i]] < 0) { comp[next[i]] = comps; q[tail++] = next[i]; }
		}
		if (tail > largestSize) { largestSize = tail; largest = comps; }
		comps++;
	}
	int *seen = calloc(n, sizeof *seen);
	int diameter = -1, from = -1, to = -1;
	for (int s = 0; s < n; s++) {
		if (comp[s] != largest) continue;
		int head = 0, tail = 0;
		seen[s] = s + 1; d[s] = 0; q[tail++] = s;
		while (head < tail) {
			int u = q[head++];
			for (int i = start[u]; i < start[u + 1]; i++) {
				int v = next[i];
				if (seen[v] != s + 1) { seen[v] = s + 1; d[v] = d[u] + 1; q[tail++] = v; }
			}
		}
		int far = q[tail - 1];
		for (int i = tail - 1; i >= 0 && d[q[i]] == d[far]; i--)
			if (q[i] < far) far = q[i];
		if (d[far] > diameter) { diameter = d[far]; from = s; to = far; }
	}
	printf("words: %d\nedges: %d\ncomponents: %d\nisolated: %d\nlargest: %d\ndiameter: %d\nends: %s %s\n",
	       n, start[n] / 2, comps, isolated, largestSize, diameter, words[from], words[to]);
	return 0;
}

static int chain(const char *wordsPath, const char *a, const char *b) {
	readwords(wordsPath, (int)strlen(a));
	build();
	stamp = calloc(n, sizeof *stamp);
	dist = malloc(n * sizeof *dist);
	queue = malloc(n * sizeof *queue);
	int *out = malloc(n * sizeof *out);
	int s = find(a), t = find(b);
	int k = s >= 0 && t >= 0 ? shortest(s, t, out) : 0;
	for (int i = 0; i < k; i++) printf(i ? " %s" : "%s", words[out[i]]);
	printf("\n");
	return k ? 0 : 1;
}

int main(int argc, char **argv) {
	if (argc >= 4 && strcmp(argv[1], "pairs") == 0)
		return pairs(argv[2], argv[3], argc > 4 ? atoi(argv[4]) : 5);
	if (argc == 5 && strcmp(argv[1], "chain") == 0) return chain(argv[2], argv[3], argv[4]);
	if (argc == 4 && strcmp(argv[1], "stats") == 0) return stats(argv[2], atoi(argv[3]));
	fprintf(stderr, "usage: ladder pairs WORDS PAIRS [ROUNDS] | ladder chain WORDS FROM TO | ladder stats WORDS LENGTH\n");
	return 2;
}
