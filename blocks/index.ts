/**
 * Every block of the suite, for the editor, the tests and the content audit.
 * Adding a block: create blocks/<slug>/ (see docs/architecture.md) and list it here
 * and, when it renders on the server, in blocks/server.ts.
 */
import { registerSuiteBlock, type SuiteBlock } from '../shared/register-block';
import businessHours from './business-hours';
import markdown from './markdown';
import ratingStar from './rating-star';

export const suiteBlocks: SuiteBlock[] = [
	businessHours,
	markdown,
	ratingStar,
];

export function registerSuiteBlocks() {
	suiteBlocks.forEach( registerSuiteBlock );
}
