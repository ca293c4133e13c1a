/**
 * The saved markup Jetpack's content holds: a link to the pin, board or profile. Visitors get
 * the server rendering (render.ts).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

export default function save( {
	attributes,
}: BlockSaveProps< { url?: string } > ) {
	const { url } = attributes;
	return <a { ...useBlockProps.save( { href: url } ) }>{ url }</a>;
}
