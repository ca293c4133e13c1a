/**
 * The page skeleton, in WordPress's regions: top bar, a left panel (block library or list view),
 * the content (notices + canvas), the settings sidebar and a footer with the block breadcrumb.
 */
import { BlockBreadcrumb } from '@wordpress/block-editor';
import {
	Popover,
	// The region navigation WordPress's editor uses (Ctrl+` / Alt+Shift+N); no stable name.
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
	__unstableUseNavigateRegions as useNavigateRegions,
} from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import Canvas from './canvas';
import Header from './header';
import { useRegionShortcuts } from './keyboard-shortcuts';
import InserterPanel from './inserter-panel';
import type { LeftPanel } from './layout-state';
import ListViewPanel from './list-view-panel';
import { EditorNotices, EditorSnackbars } from './notices';
import SettingsSidebar from './settings-sidebar';

/** Below this width the sidebar starts closed, as in WordPress. */
const WIDE_VIEWPORT = '(min-width: 782px)';

export default function Layout( { backUrl }: { backUrl: string } ) {
	const [ leftPanel, setLeftPanel ] = useState< LeftPanel >( null );
	const [ isSidebarOpen, setSidebarOpen ] = useState(
		() => window.matchMedia( WIDE_VIEWPORT ).matches
	);
	const toggleLeftPanel = useCallback(
		( panel: Exclude< LeftPanel, null > ) =>
			setLeftPanel( ( open ) => ( open === panel ? null : panel ) ),
		[]
	);
	const closeLeftPanel = useCallback( () => setLeftPanel( null ), [] );
	// Regions with tabIndex -1 are the stops of the region navigation.
	const navigateRegions = useNavigateRegions( useRegionShortcuts() );

	return (
		// The keydown listener only catches the region shortcuts bubbling up from the regions.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			ref={ navigateRegions.ref }
			className={ [ 'block-suite-editor', navigateRegions.className ]
				.filter( Boolean )
				.join( ' ' ) }
			onKeyDown={ navigateRegions.onKeyDown }
		>
			<div
				className="block-suite-editor__top"
				role="region"
				tabIndex={ -1 }
				aria-label={ __( 'Editor top bar', 'jetpack' ) }
			>
				<Header
					backUrl={ backUrl }
					leftPanel={ leftPanel }
					onToggleLeftPanel={ toggleLeftPanel }
					isSidebarOpen={ isSidebarOpen }
					onToggleSidebar={ () =>
						setSidebarOpen( ( open ) => ! open )
					}
				/>
			</div>
			<div className="block-suite-editor__body">
				{ leftPanel === 'inserter' && (
					<div
						className="block-suite-editor__left"
						role="region"
						tabIndex={ -1 }
						aria-label={ __( 'Block Library', 'jetpack' ) }
					>
						<InserterPanel onClose={ closeLeftPanel } />
					</div>
				) }
				{ leftPanel === 'list-view' && (
					<div
						className="block-suite-editor__left"
						role="region"
						tabIndex={ -1 }
						aria-label={ __( 'Document Overview', 'jetpack' ) }
					>
						<ListViewPanel onClose={ closeLeftPanel } />
					</div>
				) }
				<div
					className="block-suite-editor__content"
					role="region"
					tabIndex={ -1 }
					aria-label={ __( 'Editor content', 'jetpack' ) }
				>
					<EditorNotices />
					<div className="block-suite-editor__canvas">
						<Canvas />
					</div>
				</div>
				{ isSidebarOpen && (
					<div
						className="block-suite-editor__sidebar"
						role="region"
						tabIndex={ -1 }
						aria-label={ __( 'Editor settings', 'jetpack' ) }
					>
						<SettingsSidebar
							onClose={ () => setSidebarOpen( false ) }
						/>
					</div>
				) }
			</div>
			<div
				className="block-suite-editor__footer"
				role="region"
				tabIndex={ -1 }
				aria-label={ __( 'Editor footer', 'jetpack' ) }
			>
				<BlockBreadcrumb />
			</div>
			<EditorSnackbars />
			<Popover.Slot />
		</div>
	);
}
