<?php
/**
 * Installs the throwaway WordPress site of the WordPress tests, creates the administrator and
 * activates the plugins. Run with PHP's command line from tests/wordpress/support/site.ts:
 *
 *   php install.php <WordPress folder> <admin password>
 *
 * Prints one JSON object: { "version": "<$wp_version>", "activation": null | "<why it was refused>" }.
 *
 * @package BlockSuite
 */

if ( 'cli' !== PHP_SAPI || $argc < 3 ) {
	fwrite( STDERR, "Usage: php install.php <WordPress folder> <admin password>\n" );
	exit( 2 );
}

// What a web request would carry; WP_HOME and WP_SITEURL in wp-config.php give the address.
$_SERVER['HTTP_HOST']       = '127.0.0.1';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';

define( 'WP_INSTALLING', true );
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$installed = wp_install( 'Block Suite test site', 'admin', 'admin@example.org', false, '', wp_slash( $argv[2] ) );
if ( is_wp_error( $installed ) ) {
	fwrite( STDERR, $installed->get_error_message() . "\n" );
	exit( 1 );
}

// Decided here rather than by the admin footer's script-compression test: that test writes
// this option from an AJAX request racing the editor's own requests, and two PHP workers writing
// the SQLite file at once fail with "database is locked" (seen in the debug log on a busy
// machine). php -S serves scripts uncompressed, which 0 records.
update_option( 'can_compress_scripts', 0 );

// The SQLite drop-in expects its plugin to be active (it would activate it on the first admin page).
activate_plugin( 'sqlite-database-integration/load.php', '', false, true );

$activation = activate_plugin( 'block-suite/block-suite.php' );

echo wp_json_encode(
	array(
		'version'    => get_bloginfo( 'version' ),
		'activation' => is_wp_error( $activation ) ? wp_strip_all_tags( $activation->get_error_message() ) : null,
	)
);
