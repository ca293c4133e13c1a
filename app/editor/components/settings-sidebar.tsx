/**
 * The settings sidebar: a Post tab (status, link) and a Block tab (the selected block's
 * inspector). Selecting a block in the canvas brings the Block tab forward.
 */
import {
	BlockInspector,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';
import PostSummary from './post-summary';

type Tab = 'post' | 'block';

export default function SettingsSidebar( {
	onClose,
}: {
	onClose: () => void;
} ) {
	const selectedClientId = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as {
					getSelectedBlockClientId: () => string | null;
				}
			 ).getSelectedBlockClientId(),
		[]
	);
	const [ tab, setTab ] = useState< Tab >(
		selectedClientId ? 'block' : 'post'
	);

	useEffect( () => {
		if ( selectedClientId ) {
			setTab( 'block' );
		}
	}, [ selectedClientId ] );

	const tabs: { name: Tab; label: string }[] = [
		{ name: 'post', label: __( 'Post', 'jetpack' ) },
		{ name: 'block', label: __( 'Block', 'jetpack' ) },
	];

	return (
		<div className="block-suite-editor__sidebar-inner">
			<div className="block-suite-editor__sidebar-tabs">
				<div role="tablist" aria-label={ __( 'Settings', 'jetpack' ) }>
					{ tabs.map( ( { name, label } ) => (
						<button
							key={ name }
							type="button"
							role="tab"
							id={ `block-suite-editor-tab-${ name }` }
							aria-selected={ tab === name }
							aria-controls={ `block-suite-editor-tabpanel-${ name }` }
							className="block-suite-editor__sidebar-tab"
							onClick={ () => setTab( name ) }
						>
							{ label }
						</button>
					) ) }
				</div>
				<Button
					size="small"
					icon={ closeSmall }
					label={ __( 'Close Settings', 'jetpack' ) }
					onClick={ onClose }
				/>
			</div>
			<div
				role="tabpanel"
				id={ `block-suite-editor-tabpanel-${ tab }` }
				aria-labelledby={ `block-suite-editor-tab-${ tab }` }
				className="block-suite-editor__sidebar-panel"
			>
				{ tab === 'post' ? <PostSummary /> : <BlockInspector /> }
			</div>
		</div>
	);
}
