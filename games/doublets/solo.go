package doublets

// SoloScore returns the marks for a doublet solved alone, by the rule
// Carroll set for the Doublets competition in Vanity Fair: a doublet is
// worth as many marks as there are letters in its first and last words, and
// one mark is lost for each link beyond par (the fewest links possible).
// The score never falls below zero.
func SoloScore(db Doublet, links, par int) int {
	worth := len(db.From()) + len(db.To())
	return max(worth-max(links-par, 0), 0)
}
