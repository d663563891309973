/**
 * What the help of `polydance polytrig` and `polydance polytwig` says of their edges:
 * both read the edges of the triangle lattice's grid.
 */
export const TRIANGULAR_EDGES = `  Points (x,y) are those of the triangle lattice: x grows to the right, y upwards
  at 60 degrees. An edge is named after the triangle xy of 'polydance polyiamond':
  Hxy is its base, from (x,y) to (x+1,y); Uxy its left side, up from (x,y) to
  (x,y+1); Dxy its right side, down from (x,y+1) to (x+1,y). x and y are radix-62
  digits (0-9, a-z = 10-35, A-Z = 36-61) or bracketed sets: [1-4] is 1 to 4;
  the letter may be a set too: [HUD]00 is H00 U00 D00.`;

/** The rest of both helps: orientations, connectedness, suffixes, multiplicities. */
export const STICK_RULES = `  All 12 rotations and reflections of each piece are generated, then every
  translation whose edges all lie in the box. A piece's edges must be connected
  (each shares an end point with another).
  An edge may carry a suffix (H00!): suffixed edges become secondary items.
  Multiplicity: 2|X means two copies of X, 0:3|X between none and three.
  A piece named on several lines gets the placements of all of them.`;
