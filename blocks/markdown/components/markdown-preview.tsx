/**
 * The rendered Markdown as the editor shows it (same renderer as save and the server).
 * Following a link would leave the editor, so a click on one asks first.
 */
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';
import { renderMarkdown } from '../markdown-renderer';

type Props = {
	source: string;
	className?: string;
};

function confirmLeaving( event: MouseEvent< HTMLDivElement > ) {
	const target = event.target as Element | null;
	if ( ! target?.closest?.( 'a[href]' ) ) {
		return;
	}
	// eslint-disable-next-line no-alert
	const leave = window.confirm(
		__(
			'Leave the editor to open this link? Changes that are not saved will be lost.',
			'jetpack'
		)
	);
	if ( ! leave ) {
		event.preventDefault();
	}
}

export default function MarkdownPreview( { source, className }: Props ) {
	return (
		// Links inside handle their own keyboard activation, which also fires this click.
		// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
		<div
			className={ className }
			onClick={ confirmLeaving }
			dangerouslySetInnerHTML={ { __html: renderMarkdown( source ) } }
		/>
	);
}
