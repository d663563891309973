// What the package's tests share (no source file imports it).

/** The example of the documentation: six tetrasticks in a 3x3 grid of squares. */
export const EXAMPLE = `| six tetrasticks in a 3x3 grid
H[0-2][0-3] V[0-3][0-2]
A H01 H11 V10 V11
B H00 H10 H20 V00
C H00 H01 H10 V00
D H00 H02 V00 V01
E H00 H10 V00 V01
F H00 H01 V00 V01
`;
