import { placedPiece } from '@polydance/lattice';
import { drawTriangleAscii, triangleCell } from './draw.js';
const show = (opts: string[][]) => console.log(drawTriangleAscii(opts.map((o) => placedPiece(o, triangleCell))));
show([['D', '00', "00'"]]);
show([['A', '00', "00'", '10'], ['B', "10'", '01', "01'"]]);
show([['A', '00', "00'", '10', "10'", '20'], ['B', "20'", '11', "11'", '21', "21'"], ['C', '01', "01'", '02', "02'", '12'], ['E', "12'", '22', "22'", "30", "31", "30'"]]);
