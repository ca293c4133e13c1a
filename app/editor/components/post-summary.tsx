/**
 * The sidebar's Post tab: the post's status and address.
 */
import { ExternalLink, PanelBody, PanelRow } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as postEditorStore } from '../store';

function statusLabel( status: string | null ) {
	switch ( status ) {
		case null:
			return __( 'Not saved yet', 'jetpack' );
		case 'publish':
			return __( 'Published', 'jetpack' );
		case 'draft':
		case 'auto-draft':
			return __( 'Draft', 'jetpack' );
		case 'pending':
			return __( 'Pending review', 'jetpack' );
		case 'private':
			return __( 'Private', 'jetpack' );
		case 'future':
			return __( 'Scheduled', 'jetpack' );
		default:
			return status;
	}
}

export default function PostSummary() {
	const { status, link, isDirty } = useSelect( ( select ) => {
		const editor = select( postEditorStore );
		return {
			status: editor.getPostStatus(),
			link: editor.getPostLink(),
			isDirty: editor.isDirty(),
		};
	}, [] );
	return (
		<PanelBody title={ __( 'Summary', 'jetpack' ) }>
			<PanelRow>
				<span>{ __( 'Status', 'jetpack' ) }</span>
				<strong>{ statusLabel( status ) }</strong>
			</PanelRow>
			<PanelRow>
				<span>{ __( 'Changes', 'jetpack' ) }</span>
				<span>
					{ isDirty
						? __( 'Unsaved', 'jetpack' )
						: __( 'All saved', 'jetpack' ) }
				</span>
			</PanelRow>
			{ link && (
				<PanelRow>
					<span>{ __( 'Link', 'jetpack' ) }</span>
					<ExternalLink href={ link }>
						{ link.replace( /^https?:\/\//, '' ) }
					</ExternalLink>
				</PanelRow>
			) }
		</PanelBody>
	);
}
