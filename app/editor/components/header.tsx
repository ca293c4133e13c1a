/**
 * The editor's top bar: back link, document tools, save controls and the settings toggle. Below
 * WordPress's medium breakpoint (782px) the back link and the secondary save controls show as
 * icons with their names as labels, so every control fits a phone's width.
 */
import { Button } from '@wordpress/components';
import { useViewportMatch } from '@wordpress/compose';
import { __ } from '@wordpress/i18n';
import { chevronLeft, drawerRight } from '@wordpress/icons';
import DocumentTools from './document-tools';
import type { LeftPanel } from './layout-state';
import SaveControls from './save-controls';

type Props = {
	backUrl: string;
	leftPanel: LeftPanel;
	onToggleLeftPanel: ( panel: Exclude< LeftPanel, null > ) => void;
	isSidebarOpen: boolean;
	onToggleSidebar: () => void;
};

export default function Header( {
	backUrl,
	leftPanel,
	onToggleLeftPanel,
	isSidebarOpen,
	onToggleSidebar,
}: Props ) {
	const isCompact = useViewportMatch( 'medium', '<' );
	return (
		<div className="block-suite-editor__header">
			<div className="block-suite-editor__header-start">
				<Button
					className="block-suite-editor__back"
					href={ backUrl }
					icon={ chevronLeft }
					label={
						isCompact ? __( 'Back to posts', 'jetpack' ) : undefined
					}
				>
					{ ! isCompact && __( 'Back to posts', 'jetpack' ) }
				</Button>
				<DocumentTools
					leftPanel={ leftPanel }
					onToggle={ onToggleLeftPanel }
				/>
			</div>
			<div className="block-suite-editor__header-end">
				<SaveControls isCompact={ isCompact } />
				<Button
					size="compact"
					icon={ drawerRight }
					label={ __( 'Settings', 'jetpack' ) }
					isPressed={ isSidebarOpen }
					aria-expanded={ isSidebarOpen }
					onClick={ onToggleSidebar }
				/>
			</div>
		</div>
	);
}
