/**
 * The render context of an Eventbrite block in the button-with-modal style, for its render
 * tests: the block at `path` in the post, holding one jetpack/button with `text`.
 */
import { renderContext } from '../../../tests/support/render-context';

/**
 * @param text the inner button's text (as saved: it may hold markup)
 * @param path where the block is in the post
 */
export function contextWithInnerButton( text: string, path = [ 0 ] ) {
	return {
		...renderContext(),
		block: {
			node: {
				blockName: 'jetpack/eventbrite',
				attrs: {},
				innerBlocks: [
					{
						blockName: 'jetpack/button',
						attrs: { text },
						innerBlocks: [],
					},
				],
			},
			path,
			ancestors: [],
		},
	};
}
