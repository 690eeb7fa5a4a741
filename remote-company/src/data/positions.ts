export interface Position {
  slug: string;
}

/** Open positions, in copy order (`careers.positions.items`); each applies via /contact. */
export const positions: readonly Position[] = [{ slug: 'java-developer' }, { slug: 'senior-java-developer' }];
