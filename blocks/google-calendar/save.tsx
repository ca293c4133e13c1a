/**
 * The saved markup Jetpack's content holds: a link to the calendar. Visitors get the server
 * rendering (render.ts) — the calendar frame, behind the consent button by default.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

export default function save( {
	attributes,
}: BlockSaveProps< { url?: string; height: number } > ) {
	const { url } = attributes;
	return <a { ...useBlockProps.save( { href: url } ) }>{ url }</a>;
}
