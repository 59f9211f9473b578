/**
 * The learning contract: what a learner needs besides the rules, for every game. An {@link
 * dev.tabletop.core.learn.Observer} writes a player's observation of a state as a fixed-shape
 * tensor of floats into a caller's array or buffer; an {@link dev.tabletop.core.learn.ActionSpace}
 * numbers the moves densely (a fixed size per rules) and writes the legal-action mask; an {@link
 * dev.tabletop.core.learn.Encoding} holds the two for one game's rules; a {@link
 * dev.tabletop.core.learn.VectorEnv} steps many games together from one call, writing
 * observations, masks, rewards and done flags into a caller-owned {@link
 * dev.tabletop.core.learn.Batch}, with chance resolved by its own seeded generators and, where
 * wanted, computer players in the other seats.
 *
 * <p>Nothing here allocates on the hot path: observers and masks write into the caller's storage,
 * and a vector environment's step allocates only the states the games pass through.
 */
package dev.tabletop.core.learn;
