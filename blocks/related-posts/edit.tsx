/**
 * Related Posts in the editor: the same list visitors will get (the host's related posts of
 * this post, through `wpcom/v2/related-posts/<id>`, laid out by markup.ts), or a placeholder
 * saying why there is no preview; layout in the toolbar, the other options in the sidebar.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import { Notice, Placeholder, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { RawHTML } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import LayoutToolbar from './components/layout-toolbar';
import SettingsPanel from './components/settings-panel';
import { useSuiteSettings } from '../../shared/editor-data';
import { useRelatedPosts } from './hooks/use-related-posts';
import icon from './icon';
import { layoutOf, relatedPostsRows } from './markup';
import type { RelatedPostsAttributes } from './types';

type Props = {
	attributes: RelatedPostsAttributes;
	setAttributes: ( changes: Partial< RelatedPostsAttributes > ) => void;
};

const SITE_EDITOR_TYPES = [ 'wp_template', 'wp_template_part' ];

type EditorSelectors = {
	getCurrentPostId?: () => number | null;
	getCurrentPostType?: () => string | null;
};

function usePostBeingEdited() {
	return useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as EditorSelectors | undefined;
		return {
			postId: editor?.getCurrentPostId?.() ?? null,
			postType: editor?.getCurrentPostType?.() ?? null,
		};
	}, [] );
}

export default function RelatedPostsEdit( {
	attributes,
	setAttributes,
}: Props ) {
	const { postId, postType } = usePostBeingEdited();
	const inSiteEditor =
		! postId || SITE_EDITOR_TYPES.includes( postType ?? '' );
	// Inside WordPress the list comes from Jetpack's service, which a site without it lacks:
	// the block asks nothing there and says so (it still saves as it should).
	const { host } = useSuiteSettings();
	const withoutService = host === 'wordpress';
	const state = useRelatedPosts(
		inSiteEditor || withoutService ? null : Number( postId )
	);
	const layout = layoutOf( attributes.postLayout );
	const blockProps = useBlockProps( {
		className: 'jp-relatedposts-i2',
		'data-layout': layout,
	} );

	let body;
	if ( inSiteEditor ) {
		body = (
			<Placeholder
				icon={ icon }
				label={ __( 'Related Posts', 'jetpack' ) }
			>
				<p>
					{ __( 'Preview unavailable in site editor.', 'jetpack' ) }
				</p>
			</Placeholder>
		);
	} else if ( withoutService ) {
		body = (
			<Placeholder
				icon={ icon }
				label={ __( 'Related Posts', 'jetpack' ) }
			>
				<p>
					{ __(
						'Preview unavailable: this site has no related posts service.',
						'jetpack'
					) }
				</p>
			</Placeholder>
		);
	} else if ( state.status === 'loading' || state.status === 'idle' ) {
		body = (
			<div className="wp-block-jetpack-related-posts__loading">
				<Spinner />
				<span>{ __( 'Loading related posts…', 'jetpack' ) }</span>
			</div>
		);
	} else if ( state.status === 'error' ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: the error the site answered. */
					__(
						'The related posts could not be loaded: %s',
						'jetpack'
					),
					state.message || __( 'the site did not answer.', 'jetpack' )
				) }
			</Notice>
		);
	} else {
		const rows = relatedPostsRows( state.posts, attributes );
		body = rows ? (
			<RawHTML>{ rows.toString() }</RawHTML>
		) : (
			<Placeholder
				icon={ icon }
				label={ __( 'Related Posts', 'jetpack' ) }
			>
				<p>
					{ __(
						"Preview unavailable: you haven't published enough posts with similar content.",
						'jetpack'
					) }
				</p>
			</Placeholder>
		);
	}

	return (
		<>
			<LayoutToolbar
				layout={ layout }
				onChange={ ( postLayout ) => setAttributes( { postLayout } ) }
			/>
			<SettingsPanel
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<nav
				{ ...blockProps }
				aria-label={ __( 'Related Posts', 'jetpack' ) }
			>
				<InnerBlocks allowedBlocks={ [ 'core/heading' ] } />
				{ body }
			</nav>
		</>
	);
}
