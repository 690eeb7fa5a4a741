import { join } from 'node:path';
import { interactivePartsProblems } from 'shared-ui/testing/interactive-parts';
import { companyInteractiveParts } from '../interactive-parts';

// Its views are static HTML until a part needs its code: an event handler, state or an effect in a view lies in a
// part the area declares (src/interactive-parts.ts), whose root element is marked as declared
// (shared-ui/testing/interactive-parts.ts; README, "Adding a page to an area").
describe("the company area's interactive parts", () => {
  it('has no event handler, state or effect outside a declared part, and each part marked as declared', () => {
    expect(interactivePartsProblems(join(__dirname, '..', '..'), companyInteractiveParts)).toEqual([]);
  });
});
