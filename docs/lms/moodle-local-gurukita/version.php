<?php
// GuruKita link signer: a Moodle local plugin that sends a signed-in Moodle learner to a GuruKita course,
// signed in there as the same person (see README.md beside this file).

defined('MOODLE_INTERNAL') || die();

$plugin->component = 'local_gurukita';
$plugin->version = 2026112800;
$plugin->requires = 2022112800; // Moodle 4.1
$plugin->maturity = MATURITY_STABLE;
$plugin->release = '1.0';
