"""Domino's observation is a function of the seat's view, seen from Python: a state sampled from
a seat's view (the other hands and the boneyard dealt again) gives that seat the same tensor."""

import numpy as np

import tabletop


def test_twins_with_the_same_view_give_the_same_observation():
    from dev.tabletop.domino import Domino
    from java.util import SplittableRandom

    rng = np.random.default_rng(3)
    random = SplittableRandom(11)
    compared = differed = 0
    for spec in ["domino(players=2)", "domino()", "domino(players=3,draw=until_playable)"]:
        env = tabletop.domino_v0.raw_env(spec=spec)
        observer = env._game.encoding.observer()
        for game in range(6):
            env.reset(seed=game)
            while env.agents and not env.terminations[env.agent_selection]:
                state = env.state_java
                for seat, agent in enumerate(env.possible_agents):
                    twin = Domino.sample(Domino.view(state, seat), random).get()
                    mine = env.observe(agent)["observation"]
                    theirs = np.array(observer.observe(twin, seat), dtype=np.float32)
                    assert np.array_equal(mine, theirs)
                    compared += 1
                    # The twin is another deal: the hidden hands differ, not the tensor.
                    others = [q for q in range(len(env.possible_agents)) if q != seat]
                    if any(twin.hand(q) != state.hand(q) for q in others):
                        differed += 1
                mask = env.observe(env.agent_selection)["action_mask"]
                env.step(int(rng.choice(np.flatnonzero(mask))))
    assert compared > 300
    assert differed > compared // 2
