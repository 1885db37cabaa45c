// Package alice is the pure rules engine and computer player of the Alice in
// Wonderland card game (Gibsons' rules): 42 cards in 14 sets of three, each
// set with a leading card that names the other two. Players lay a leading
// card and ask one another for the cards that complete it; a refusal costs
// the asker a card, drawn unseen by the player asked. Most sets wins.
//
// A game is a [State]: [NewGame] deals one, [Legal] lists what the player to
// act ([State.ToAct]) may do, [State.Apply] does it, [Outcome] says whether
// the game is over and who won. A State holds every hand; a player is shown
// only [State.View], which holds his own hand, the public table and the log
// of events as he saw them ([Event.SeenBy]). [Event.Text] and [Action.Text]
// write the log and the actions for people, with the players' names.
//
// [Choose] is the computer player. It is given a View and the seat's own
// [Memory] of past events, never the State, so it cannot see a card its
// seat could not. [Simulate] plays computer-only games and counts wins.
//
// The cards come from assets/alice/deck.tsv; their titles are Parlour's own.
// The package reads no clock, file or global random source: randomness comes
// in as a *rand.Rand (math/rand/v2), so the same seed gives the same game.
// docs/rules/alice.md states the rules as implemented and each decision taken
// where the printed rules are silent.
package alice
