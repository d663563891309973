/**
 * Why a search cannot be made as asked, with what the front end needs to say so in its
 * own words: `no-lattice` (symmetries or a board are asked for, and the problem's
 * lattice is not known), `no-board` (a family of boards is asked for, and the problem
 * has no board on its lattice). Front ends tell the kinds apart by `kind`, never by the
 * message.
 */
export class SearchError extends Error {
  constructor(
    readonly kind: 'no-lattice' | 'no-board',
    message: string,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}
