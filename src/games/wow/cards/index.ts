/** The implemented card files (explicit list; nothing walks directories at run time). */
import type { WowCardScript } from "./types.js";
import tazo_hoa15 from "./hoa/HoA-15-ta-zo.js";
import timmoShadestep_hoa7 from "./hoa/HoA-7-timmo-shadestep.js";
import grennanStormspeaker_hoa10 from "./hoa/HoA-10-grennan-stormspeaker.js";
import anikaBerlyn_hoa175 from "./hoa/HoA-175-anika-berlyn.js";
import apprenticeTeep_hoa176 from "./hoa/HoA-176-apprentice-teep.js";
import braxissTheSleeper_hoa179 from "./hoa/HoA-179-braxiss-the-sleeper.js";
import crazyIgvand_hoa180 from "./hoa/HoA-180-crazy-igvand.js";
import korCindervein_hoa192 from "./hoa/HoA-192-kor-cindervein.js";
import latroAbiectus_hoa197 from "./hoa/HoA-197-latro-abiectus.js";
import wardenTonarin_hoa222 from "./hoa/HoA-222-warden-tonarin.js";
import benethorDraigo_hoa228 from "./hoa/HoA-228-benethor-draigo.js";
import guardianSteelhorn_hoa240 from "./hoa/HoA-240-guardian-steelhorn.js";
import kagraOfTheCrossroads_hoa246 from "./hoa/HoA-246-kagra-of-the-crossroads.js";
import mokoHuntsatdawn_hoa252 from "./hoa/HoA-252-moko-hunts-at-dawn.js";
import vaerikProudhoof_hoa262 from "./hoa/HoA-262-vaerik-proudhoof.js";
import veshral_hoa264 from "./hoa/HoA-264-vesh-ral.js";
import bloodclaw_hoa36 from "./hoa/HoA-36-bloodclaw.js";
import fury_hoa38 from "./hoa/HoA-38-fury.js";
import bretanderOfTheClaw_tdp156 from "./tdp/TDP-156-bretander-of-the-claw.js";
import jeleaneNightbreeze_tdp170 from "./tdp/TDP-170-jeleane-nightbreeze.js";
import wardenRavella_tdp196 from "./tdp/TDP-196-warden-ravella.js";
import guardianSteppestrider_tdp213 from "./tdp/TDP-213-guardian-steppestrider.js";
import tristanRapidstrike_hoa221 from "./hoa/HoA-221-tristan-rapidstrike.js";
import libaWobblebonk_hoa200 from "./hoa/HoA-200-liba-wobblebonk.js";
import parvink_hoa212 from "./hoa/HoA-212-parvink.js";
import tazdingo_hoa260 from "./hoa/HoA-260-taz-dingo.js";
import karkasDeathhowl_hoa247 from "./hoa/HoA-247-karkas-deathhowl.js";
import miasThePutrid_hoa251 from "./hoa/HoA-251-mias-the-putrid.js";
import zygoreBladebreaker_hoa275 from "./hoa/HoA-275-zygore-bladebreaker.js";
import styleanSilversteel_hoa218 from "./hoa/HoA-218-stylean-silversteel.js";
import bhennChecksthesky_tdp199 from "./tdp/TDP-199-bhenn-checks-the-sky.js";
import sisterRot_tdp233 from "./tdp/TDP-233-sister-rot.js";
import grimdron_hoa125 from "./hoa/HoA-125-grimdron.js";
import freyaLightsworn_hoa183 from "./hoa/HoA-183-freya-lightsworn.js";
import lhurgVenomblade_hoa199 from "./hoa/HoA-199-lhurg-venomblade.js";
import melgwyPingzot_hoa206 from "./hoa/HoA-206-melgwy-pingzot.js";
import ladyCourtneyNoel_hoa194 from "./hoa/HoA-194-lady-courtney-noel.js";
import galahandraKeeperOfTheSilentGrove_hoa184 from "./hoa/HoA-184-galahandra-keeper-of-the-silent-grove.js";
import lafiel_hoa196 from "./hoa/HoA-196-lafiel.js";
import confessorMildred_hoa232 from "./hoa/HoA-232-confessor-mildred.js";
import krytonBarleybeard_hoa193 from "./hoa/HoA-193-kryton-barleybeard.js";
import flashHeal_hoa78 from "./hoa/HoA-78-flash-heal.js";
import vexraDarkfall_hoa265 from "./hoa/HoA-265-vexra-darkfall.js";
import valthakSpiritdrinker_hoa263 from "./hoa/HoA-263-valthak-spiritdrinker.js";
import moiraDarkheart_hoa209 from "./hoa/HoA-209-moira-darkheart.js";
import kavaiTheWanderer_tdp173 from "./tdp/TDP-173-kavai-the-wanderer.js";
import lightningBolt_hoa113 from "./hoa/HoA-113-lightning-bolt.js";
import starfire_hoa31 from "./hoa/HoA-31-starfire.js";
import healingTouch_hoa22 from "./hoa/HoA-22-healing-touch.js";
import charge_hoa137 from "./hoa/HoA-137-charge.js";
import burnAway_hoa156 from "./hoa/HoA-156-burn-away.js";
import shatteringBlow_hoa168 from "./hoa/HoA-168-shattering-blow.js";
import vanquish_hoa171 from "./hoa/HoA-171-vanquish.js";
import coupDeGrace_hoa93 from "./hoa/HoA-93-coup-de-grace.js";
import shredSoul_tdp114 from "./tdp/TDP-114-shred-soul.js";
import flamestrike_hoa54 from "./hoa/HoA-54-flamestrike.js";
import quickStrike_hoa165 from "./hoa/HoA-165-quick-strike.js";
import exhaustion_hoa159 from "./hoa/HoA-159-exhaustion.js";
import withdraw_hoa172 from "./hoa/HoA-172-withdraw.js";
import fallBack_hoa160 from "./hoa/HoA-160-fall-back.js";
import innervate_hoa23 from "./hoa/HoA-23-innervate.js";
import arcaneShot_hoa33 from "./hoa/HoA-33-arcane-shot.js";
import fireBlast_hoa52 from "./hoa/HoA-52-fire-blast.js";
import deaconJohanna_hoa234 from "./hoa/HoA-234-deacon-johanna.js";
import blink_hoa48 from "./hoa/HoA-48-blink.js";
import counterspell_hoa51 from "./hoa/HoA-51-counterspell.js";
import fireball_hoa53 from "./hoa/HoA-53-fireball.js";
import markOfTheWild_hoa24 from "./hoa/HoA-24-mark-of-the-wild.js";
import pyroblast_hoa59 from "./hoa/HoA-59-pyroblast.js";
import worldInFlames_hoa61 from "./hoa/HoA-61-world-in-flames.js";
import chromaticCloak_hoa282 from "./hoa/HoA-282-chromatic-cloak.js";
import litoriFrostburn_hoa5 from "./hoa/HoA-5-litori-frostburn.js";
import frostbolt_hoa56 from "./hoa/HoA-56-frostbolt.js";
import diplomacy_tdp128 from "./tdp/TDP-128-diplomacy.js";
import arcaneIntellect_hoa47 from "./hoa/HoA-47-arcane-intellect.js";
import seraphTheExalted_tdp190 from "./tdp/TDP-190-seraph-the-exalted.js";
import wintersGrasp_hoa60 from "./hoa/HoA-60-winters-grasp.js";
import coldSnap_hoa50 from "./hoa/HoA-50-cold-snap.js";
import dizdemona_hoa2 from "./hoa/HoA-2-dizdemona.js";
import gerthaTheOldCrone_tdp164 from "./tdp/TDP-164-gertha-the-old-crone.js";
import mezzikDarkspark_hoa207 from "./hoa/HoA-207-mezzik-darkspark.js";
import kenaShadowbrand_hoa190 from "./hoa/HoA-190-kena-shadowbrand.js";
import lowdownLuppoShadefizzle_tdp177 from "./tdp/TDP-177-lowdown-luppo-shadefizzle.js";
import severTheCord_hoa131 from "./hoa/HoA-131-sever-the-cord.js";
import darkPact_hoa122 from "./hoa/HoA-122-dark-pact.js";
import theLovePotion_hoa356 from "./hoa/HoA-356-the-love-potion.js";
import escapeArtist_tdp129 from "./tdp/TDP-129-escape-artist.js";
import dispelMagic_hoa77 from "./hoa/HoA-77-dispel-magic.js";
import sunderArmor_hoa149 from "./hoa/HoA-149-sunder-armor.js";
import shockAndSoothe_tdp100 from "./tdp/TDP-100-shock-and-soothe.js";
import trophyKill_tdp40 from "./tdp/TDP-40-trophy-kill.js";
import preyOnTheWeak_tdp85 from "./tdp/TDP-85-prey-on-the-weak.js";
import krolBlade_hoa331 from "./hoa/HoA-331-krol-blade.js";
import golemSkullHelm_hoa290 from "./hoa/HoA-290-golem-skull-helm.js";
import padsOfTheDreadWolf_tdp260 from "./tdp/TDP-260-pads-of-the-dread-wolf.js";
import shalinNightwind_hoa217 from "./hoa/HoA-217-sha-lin-nightwind.js";
import apprenticeMerry_tdp153 from "./tdp/TDP-153-apprentice-merry.js";
import cerwyn_tdp159 from "./tdp/TDP-159-cerwyn.js";
import pithranMithrilshot_tdp185 from "./tdp/TDP-185-pithran-mithrilshot.js";
import raulFingersMaldren_tdp187 from "./tdp/TDP-187-raul-fingers-maldren.js";
import valanos_tdp193 from "./tdp/TDP-193-valanos.js";
import vindicatorEnkallus_tdp195 from "./tdp/TDP-195-vindicator-enkallus.js";
import araelun_tdp198 from "./tdp/TDP-198-araelun.js";
import magranProudstep_tdp223 from "./tdp/TDP-223-magran-proudstep.js";
import scoutOmerrta_tdp232 from "./tdp/TDP-232-scout-omerrta.js";
import tanwaTheMarksman_tdp235 from "./tdp/TDP-235-tanwa-the-marksman.js";
import vandaSkydaughter_tdp239 from "./tdp/TDP-239-vanda-skydaughter.js";
import scarletKris_hoa333 from "./hoa/HoA-333-scarlet-kris.js";
import felIronHatchet_tdp272 from "./tdp/TDP-272-fel-iron-hatchet.js";
import scimitarOfTheNexusStalkers_tdp280 from "./tdp/TDP-280-scimitar-of-the-nexus-stalkers.js";
import vikingWarhammer_tdp286 from "./tdp/TDP-286-viking-warhammer.js";
import elvenChainBoots_tdp253 from "./tdp/TDP-253-elven-chain-boots.js";
import ornateAdamantiumBreastplate_tdp259 from "./tdp/TDP-259-ornate-adamantium-breastplate.js";
import toreksAssault_hoa345 from "./hoa/HoA-345-toreks-assault.js";
import yourFortuneAwaitsYou_hoa360 from "./hoa/HoA-360-your-fortune-awaits-you.js";
import finkleEinhorn_tdp316 from "./tdp/TDP-316-finkle-einhorn-at-your-service.js";
import elderMoorf_hoa235 from "./hoa/HoA-235-elder-moorf.js";
import kataliStonetusk_hoa248 from "./hoa/HoA-248-ka-tali-stonetusk.js";
import kulanEarthguard_hoa249 from "./hoa/HoA-249-kulan-earthguard.js";
import vossTreebender_hoa266 from "./hoa/HoA-266-voss-treebender.js";
import zormStonefury_hoa274 from "./hoa/HoA-274-zorm-stonefury.js";
import balaSilentblade_hoa226 from "./hoa/HoA-226-bala-silentblade.js";
import morik_tdp224 from "./tdp/TDP-224-morik.js";
import skewer_hoa155 from "./hoa/HoA-155-skewer.js";
import ghank_tdp210 from "./tdp/TDP-210-ghank.js";
import outriderZarg_tdp227 from "./tdp/TDP-227-outrider-zarg.js";
import adeptBreton_hoa174 from "./hoa/HoA-174-adept-breton.js";
import acolyteDemia_hoa173 from "./hoa/HoA-173-acolyte-demia.js";
import nerraLifeboon_hoa210 from "./hoa/HoA-210-nerra-lifeboon.js";
import rynDreamstrider_hoa214 from "./hoa/HoA-214-ryn-dreamstrider.js";
import trackerGallen_hoa219 from "./hoa/HoA-219-tracker-gallen.js";
import moonclothRobe_hoa298 from "./hoa/HoA-298-mooncloth-robe.js";
import rodOfTheOgreMagi_hoa332 from "./hoa/HoA-332-rod-of-the-ogre-magi.js";
import theDefiasBrotherhood_hoa340 from "./hoa/HoA-340-the-defias-brotherhood.js";
import aDonationOfWool_hoa351 from "./hoa/HoA-351-a-donation-of-wool.js";
import inDreams_hoa352 from "./hoa/HoA-352-in-dreams.js";
import chasingAMe01_hoa350 from "./hoa/HoA-350-chasing-a-me-01.js";
import theMissingDiplomat_hoa342 from "./hoa/HoA-342-the-missing-diplomat.js";
import kiblersExoticPets_hoa355 from "./hoa/HoA-355-kiblers-exotic-pets.js";
import borisBrightbeard_hoa1 from "./hoa/HoA-1-boris-brightbeard.js";
import chipperIronbane_tdp160 from "./tdp/TDP-160-chipper-ironbane.js";
import zappedGiants_hoa361 from "./hoa/HoA-361-zapped-giants.js";
import bloodGuardMalwani_hoa230 from "./hoa/HoA-230-blood-guard-mal-wani.js";
import fatafi_hoa236 from "./hoa/HoA-236-fa-tafi.js";
import warStomp_tdp137 from "./tdp/TDP-137-war-stomp.js";
import forTheHorde_hoa344 from "./hoa/HoA-344-for-the-horde.js";
import arnoldFlem_hoa225 from "./hoa/HoA-225-arnold-flem.js";
import stealEssence_hoa134 from "./hoa/HoA-134-steal-essence.js";
import radakDoombringer_hoa13 from "./hoa/HoA-13-radak-doombringer.js";
import battleOfDarrowshire_hoa347 from "./hoa/HoA-347-battle-of-darrowshire.js";
import infernal_hoa127 from "./hoa/HoA-127-infernal.js";
import sarmoth_hoa130 from "./hoa/HoA-130-sarmoth.js";
import thangal_hoa16 from "./hoa/HoA-16-thangal.js";
import maul_hoa25 from "./hoa/HoA-25-maul.js";
import predatoryStrikes_hoa29 from "./hoa/HoA-29-predatory-strikes.js";
import naturalDefenses_hoa26 from "./hoa/HoA-26-natural-defenses.js";
import bearForm_hoa18 from "./hoa/HoA-18-bear-form.js";
import poisonWater_tdp305 from "./tdp/TDP-305-poison-water.js";
import gorebelly_hoa9 from "./hoa/HoA-9-gorebelly.js";
import lazyPeons_tdp303 from "./tdp/TDP-303-lazy-peons.js";
import hiddenEnemies_tdp302 from "./tdp/TDP-302-hidden-enemies.js";
import annihilator_hoa312 from "./hoa/HoA-312-annihilator.js";
import draconianDeflector_hoa285 from "./hoa/HoA-285-draconian-deflector.js";
import lustForBattle_hoa154 from "./hoa/HoA-154-lust-for-battle.js";
import warmasterHork_tdp241 from "./tdp/TDP-241-warmaster-hork.js";
import demoralizingShout_hoa140 from "./hoa/HoA-140-demoralizing-shout.js";
import intoTheFray_hoa153 from "./hoa/HoA-153-into-the-fray.js";
import battleShout_hoa135 from "./hoa/HoA-135-battle-shout.js";
import moonshadow_hoa6 from "./hoa/HoA-6-moonshadow.js";
import crownOfTheEarth_tdp289 from "./tdp/TDP-289-crown-of-the-earth.js";
import ramsteinsLightningBolts_tdp267 from "./tdp/TDP-267-ramsteins-lightning-bolts.js";
import naturalSelection_hoa27 from "./hoa/HoA-27-natural-selection.js";
import firstToFall_tdp141 from "./tdp/TDP-141-first-to-fall.js";
import hannahTheUnstoppable_hoa187 from "./hoa/HoA-187-hannah-the-unstoppable.js";
import donnaCalister_hoa181 from "./hoa/HoA-181-donna-calister.js";
import brotherRhone_tdp157 from "./tdp/TDP-157-brother-rhone.js";
import naturesSwiftness_hoa28 from "./hoa/HoA-28-natures-swiftness.js";
import callTheSpirit_hoa157 from "./hoa/HoA-157-call-the-spirit.js";
import fromTheShadows_hoa151 from "./hoa/HoA-151-from-the-shadows.js";
import bigGameHunter_hoa348 from "./hoa/HoA-348-big-game-hunter.js";
import gouge_hoa99 from "./hoa/HoA-99-gouge.js";
import randipan_hoa213 from "./hoa/HoA-213-randipan.js";
import omedusThePunisher_hoa12 from "./hoa/HoA-12-omedus-the-punisher.js";
import samuelGrey_hoa258 from "./hoa/HoA-258-samuel-grey.js";
import boneshanks_tdp201 from "./tdp/TDP-201-boneshanks.js";
import intoTheMawOfMadness_hoa353 from "./hoa/HoA-353-into-the-maw-of-madness.js";
import chops_tdp32 from "./tdp/TDP-32-chops.js";
import oldBones_hoa42 from "./hoa/HoA-42-old-bones.js";
import jinLakNightfang_hoa244 from "./hoa/HoA-244-jin-lak-nightfang.js";
import wazzuliWildmender_hoa270 from "./hoa/HoA-270-wazzuli-wildmender.js";
import masterOfTheHunt_hoa40 from "./hoa/HoA-40-master-of-the-hunt.js";
import hypnoticBlade_hoa327 from "./hoa/HoA-327-hypnotic-blade.js";
import opheliaBarrows_hoa253 from "./hoa/HoA-253-ophelia-barrows.js";
import senZirBeastwalker_hoa14 from "./hoa/HoA-14-sen-zir-beastwalker.js";
import ravenousBite_hoa44 from "./hoa/HoA-44-ravenous-bite.js";
import bestialWrath_hoa35 from "./hoa/HoA-35-bestial-wrath.js";
import elementalFocus_hoa108 from "./hoa/HoA-108-elemental-focus.js";
import spiritBond_tdp39 from "./tdp/TDP-39-spirit-bond.js";
import operationRecombobulation_tdp292 from "./tdp/TDP-292-operation-recombobulation.js";
import coldBlood_hoa92 from "./hoa/HoA-92-cold-blood.js";
import myaDragonlingWrangler_tdp184 from "./tdp/TDP-184-mya-dragonling-wrangler.js";
import lyndaSteele_tdp178 from "./tdp/TDP-178-lynda-steele.js";
import aNewPlague_tdp304 from "./tdp/TDP-304-a-new-plague.js";
import shadowform_hoa88 from "./hoa/HoA-88-shadowform.js";
import mindBlast_hoa80 from "./hoa/HoA-80-mind-blast.js";
import mindSpike_hoa82 from "./hoa/HoA-82-mind-spike.js";
import shadowWordPain_hoa87 from "./hoa/HoA-87-shadow-word-pain.js";
import cannibalize_tdp136 from "./tdp/TDP-136-cannibalize.js";
import darkClericIsmantal_tdp204 from "./tdp/TDP-204-dark-cleric-ismantal.js";
import frostNova_hoa55 from "./hoa/HoA-55-frost-nova.js";
import holyLight_hoa69 from "./hoa/HoA-69-holy-light.js";
import touchedByLight_hoa75 from "./hoa/HoA-75-touched-by-light.js";
import chastise_hoa76 from "./hoa/HoA-76-chastise.js";
import smite_hoa89 from "./hoa/HoA-89-smite.js";
import heal_hoa79 from "./hoa/HoA-79-heal.js";
import prayerOfHealing_hoa84 from "./hoa/HoA-84-prayer-of-healing.js";
import healingWave_hoa112 from "./hoa/HoA-112-healing-wave.js";
import dismantle_hoa96 from "./hoa/HoA-96-dismantle.js";
import fear_hoa123 from "./hoa/HoA-123-fear.js";
import execute_hoa141 from "./hoa/HoA-141-execute.js";
import sneak_hoa152 from "./hoa/HoA-152-sneak.js";
import rallyTheTroops_hoa166 from "./hoa/HoA-166-rally-the-troops.js";
import caughtOffGuard_hoa158 from "./hoa/HoA-158-caught-off-guard.js";
import lieInWait_hoa163 from "./hoa/HoA-163-lie-in-wait.js";
import stalwartProtector_hoa148 from "./hoa/HoA-148-stalwart-protector.js";
import rend_hoa146 from "./hoa/HoA-146-rend.js";
import powerWordFortitude_hoa83 from "./hoa/HoA-83-power-word-fortitude.js";
import hammerOfJustice_hoa68 from "./hoa/HoA-68-hammer-of-justice.js";
import manaAgate_hoa57 from "./hoa/HoA-57-mana-agate.js";
import bizzikSparkcog_hoa178 from "./hoa/HoA-178-bizzik-sparkcog.js";
import shadowBolt_hoa132 from "./hoa/HoA-132-shadow-bolt.js";
import mockingBlow_hoa144 from "./hoa/HoA-144-mocking-blow.js";
import frostShock_hoa109 from "./hoa/HoA-109-frost-shock.js";
import corruption_hoa120 from "./hoa/HoA-120-corruption.js";
import onYourFeet_hoa164 from "./hoa/HoA-164-on-your-feet.js";
import lifeTap_hoa128 from "./hoa/HoA-128-life-tap.js";
import branuWildbloom_tdp202 from "./tdp/TDP-202-branu-wildbloom.js";
import greefer_tdp211 from "./tdp/TDP-211-greefer.js";
import observersShield_tdp257 from "./tdp/TDP-257-observers-shield.js";
import tranceStone_tdp269 from "./tdp/TDP-269-trance-stone.js";
import testOfFaith_tdp308 from "./tdp/TDP-308-test-of-faith.js";
import divinoMaticRod_tdp313 from "./tdp/TDP-313-divino-matic-rod.js";
import ritualSacrifice_tdp112 from "./tdp/TDP-112-ritual-sacrifice.js";
import ilandreMoonspear_tdp168 from "./tdp/TDP-168-ilandre-moonspear.js";
import kalAiTheUplifting_tdp171 from "./tdp/TDP-171-kal-ai-the-uplifting.js";
import minerMoggun_tdp183 from "./tdp/TDP-183-miner-moggun.js";
import primalistNaseth_tdp186 from "./tdp/TDP-186-primalist-naseth.js";
import masterOfDeception_tdp83 from "./tdp/TDP-83-master-of-deception.js";
import warrax_hoa8 from "./hoa/HoA-8-warrax.js";
import bash_hoa17 from "./hoa/HoA-17-bash.js";
import inoculation_tdp290 from "./tdp/TDP-290-inoculation.js";
import penelopesRose_tdp266 from "./tdp/TDP-266-penelopes-rose.js";
import raenesCleansing_tdp294 from "./tdp/TDP-294-raenes-cleansing.js";
import theGreenHillsOfStranglethorn_tdp317 from "./tdp/TDP-317-the-green-hills-of-stranglethorn.js";
import theDyingBalance_tdp315 from "./tdp/TDP-315-the-dying-balance.js";
import asTheCrowFlies_tdp312 from "./tdp/TDP-312-as-the-crow-flies.js";
import kalnufEagleheart_tdp217 from "./tdp/TDP-217-kalnuf-eagleheart.js";
import thwartingKolkarAggression_tdp309 from "./tdp/TDP-309-thwarting-kolkar-aggression.js";
import eagleEye_hoa37 from "./hoa/HoA-37-eagle-eye.js";
import trackHumanoids_hoa46 from "./hoa/HoA-46-track-humanoids.js";
import markedForDeath_hoa39 from "./hoa/HoA-39-marked-for-death.js";
import nynJah_tdp226 from "./tdp/TDP-226-nyn-jah.js";
import elendril_hoa3 from "./hoa/HoA-3-elendril.js";
import sunkenTreasure_hoa358 from "./hoa/HoA-358-sunken-treasure.js";
import blackcrow_tdp271 from "./tdp/TDP-271-blackcrow.js";
import ancientBoneBow_hoa311 from "./hoa/HoA-311-ancient-bone-bow.js";
import devilsaurLeggings_hoa284 from "./hoa/HoA-284-devilsaur-leggings.js";
import aimedShot_hoa32 from "./hoa/HoA-32-aimed-shot.js";
import rapidFire_hoa43 from "./hoa/HoA-43-rapid-fire.js";
import aspectOfTheHawk_hoa34 from "./hoa/HoA-34-aspect-of-the-hawk.js";
import galwaySteamwhistle_hoa185 from "./hoa/HoA-185-galway-steamwhistle.js";
import rayder_hoa45 from "./hoa/HoA-45-rayder.js";
import hootie_tdp34 from "./tdp/TDP-34-hootie.js";
import margaretFowl_tdp179 from "./tdp/TDP-179-margaret-fowl.js";
import grumpherys_tdp2 from "./tdp/TDP-2-grumpherys.js";
import nathressaDarkstrider_tdp3 from "./tdp/TDP-3-nathressa-darkstrider.js";
import phadalusTheEnlightened_tdp4 from "./tdp/TDP-4-phadalus-the-enlightened.js";
import rubyGemsparkle_tdp5 from "./tdp/TDP-5-ruby-gemsparkle.js";
import telrander_tdp7 from "./tdp/TDP-7-telrander.js";
import zenithShadowforce_tdp9 from "./tdp/TDP-9-zenith-shadowforce.js";
import bulkasWildhorn_tdp12 from "./tdp/TDP-12-bulkas-wildhorn.js";
import harukaSkycaller_tdp14 from "./tdp/TDP-14-haruka-skycaller.js";
import mojoMenderJaNah_tdp15 from "./tdp/TDP-15-mojo-mender-ja-nah.js";
import morovaOfTheSands_tdp17 from "./tdp/TDP-17-morova-of-the-sands.js";
import catForm_tdp19 from "./tdp/TDP-19-cat-form.js";
import claw_tdp20 from "./tdp/TDP-20-claw.js";
import heartOfTheWild_tdp22 from "./tdp/TDP-22-heart-of-the-wild.js";
import natureOfTheBeast_tdp24 from "./tdp/TDP-24-nature-of-the-beast.js";
import naturesMajesty_tdp25 from "./tdp/TDP-25-nature-s-majesty.js";
import wrath_tdp30 from "./tdp/TDP-30-wrath.js";
import victoriaJaton_tdp8 from "./tdp/TDP-8-victoria-jaton.js";
import daspienBladedancer_tdp13 from "./tdp/TDP-13-daspien-bladedancer.js";
import pagathaSoulbinder_tdp18 from "./tdp/TDP-18-pagatha-soulbinder.js";
import protectTheMaster_tdp38 from "./tdp/TDP-38-protect-the-master.js";
import arcaneMissiles_tdp43 from "./tdp/TDP-43-arcane-missiles.js";
import arcOfFlame_tdp45 from "./tdp/TDP-45-arc-of-flame.js";
import blisteringFire_tdp46 from "./tdp/TDP-46-blistering-fire.js";
import deepFreeze_tdp49 from "./tdp/TDP-49-deep-freeze.js";
import scorch_tdp53 from "./tdp/TDP-53-scorch.js";
import hammerOfWrath_tdp58 from "./tdp/TDP-58-hammer-of-wrath.js";
import infusionOfLight_tdp60 from "./tdp/TDP-60-infusion-of-light.js";
import righteousVengeance_tdp62 from "./tdp/TDP-62-righteous-vengeance.js";
import brainwash_tdp67 from "./tdp/TDP-67-brainwash.js";
import greaterHeal_tdp70 from "./tdp/TDP-70-greater-heal.js";
import renew_tdp77 from "./tdp/TDP-77-renew.js";
import flameShock_tdp94 from "./tdp/TDP-94-flame-shock.js";
import surgeOfLife_tdp102 from "./tdp/TDP-102-surge-of-life.js";
import hellfire_tdp108 from "./tdp/TDP-108-hellfire.js";
import piztog_tdp111 from "./tdp/TDP-111-piztog.js";
import commandingShout_tdp118 from "./tdp/TDP-118-commanding-shout.js";
import intercept_tdp121 from "./tdp/TDP-121-intercept.js";
import killingSpree_tdp122 from "./tdp/TDP-122-killing-spree.js";
import flashOfSteel_tdp142 from "./tdp/TDP-142-flash-of-steel.js";
import furiousResolve_tdp144 from "./tdp/TDP-144-furious-resolve.js";
import legendOfMountHyjal_tdp145 from "./tdp/TDP-145-legend-of-mount-hyjal.js";
import lessonsInLurking_tdp146 from "./tdp/TDP-146-lessons-in-lurking.js";
import swiftAssault_tdp149 from "./tdp/TDP-149-swift-assault.js";
import bubulaDelKissel_tdp158 from "./tdp/TDP-158-bubula-del-kissel.js";
import durdinHammerhand_tdp162 from "./tdp/TDP-162-durdin-hammerhand.js";
import scaramanga_tdp189 from "./tdp/TDP-189-scaramanga.js";
import tim_tdp192 from "./tdp/TDP-192-tim.js";
import elithysFirestorm_tdp208 from "./tdp/TDP-208-elithys-firestorm.js";
import jaZaron_tdp215 from "./tdp/TDP-215-ja-zaron.js";
import raChee_tdp230 from "./tdp/TDP-230-ra-chee.js";
import tirilDawnrider_tdp237 from "./tdp/TDP-237-tiril-dawnrider.js";
import tyrusSheynathren_tdp238 from "./tdp/TDP-238-tyrus-sheynathren.js";
import wazLuk_tdp242 from "./tdp/TDP-242-waz-luk.js";
import kingMukla_tdp244 from "./tdp/TDP-244-king-mukla.js";
import overseerOilfist_tdp245 from "./tdp/TDP-245-overseer-oilfist.js";
import wristguardsOfTrueFlight_tdp262 from "./tdp/TDP-262-wristguards-of-true-flight.js";
import majorHealingPotion_tdp265 from "./tdp/TDP-265-major-healing-potion.js";
import felstriker_tdp273 from "./tdp/TDP-273-felstriker.js";
import gurubashiDwarfDestroyer_tdp274 from "./tdp/TDP-274-gurubashi-dwarf-destroyer.js";
import halberdOfSmiting_tdp275 from "./tdp/TDP-275-halberd-of-smiting.js";
import silentFang_tdp281 from "./tdp/TDP-281-silent-fang.js";
import willOfArlokk_tdp287 from "./tdp/TDP-287-will-of-arlokk.js";
import thePerfectStout_tdp293 from "./tdp/TDP-293-the-perfect-stout.js";
import aRefugeeSQuandary_tdp295 from "./tdp/TDP-295-a-refugee-s-quandary.js";
import zalazane_tdp310 from "./tdp/TDP-310-zalazane.js";
import aDonationOfSilk_tdp314 from "./tdp/TDP-314-a-donation-of-silk.js";
import theScourgeCauldrons_tdp319 from "./tdp/TDP-319-the-scourge-cauldrons.js";
import shadowmeld_tdp131 from "./tdp/TDP-131-shadowmeld.js";
import fieldCommanderOlinnae_tdp163 from "./tdp/TDP-163-field-commander-olinnae.js";
import reverendTobias_tdp188 from "./tdp/TDP-188-reverend-tobias.js";
import steelsmithJosephCarroll_tdp191 from "./tdp/TDP-191-steelsmith-joseph-carroll.js";
import daynaCousinToSun_tdp205 from "./tdp/TDP-205-dayna-cousin-to-sun.js";
import debrosCousinToMoon_tdp206 from "./tdp/TDP-206-debros-cousin-to-moon.js";
import warcallerZinBawa_tdp240 from "./tdp/TDP-240-warcaller-zin-bawa.js";

import earthbindTotem_hoa107 from "./hoa/HoA-107-earthbind-totem.js";
import searingTotem_hoa116 from "./hoa/HoA-116-searing-totem.js";
import purge_hoa114 from "./hoa/HoA-114-purge.js";
import stoneGuardRashun_tdp234 from "./tdp/TDP-234-stone-guard-rashun.js";
import icebladeHacker_hoa328 from "./hoa/HoA-328-iceblade-hacker.js";
import chainLightning_hoa106 from "./hoa/HoA-106-chain-lightning.js";
import lightningStorm_tdp98 from "./tdp/TDP-98-lightning-storm.js";
import healingStreamTotem_hoa111 from "./hoa/HoA-111-healing-stream-totem.js";
import windfuryTotem_hoa118 from "./hoa/HoA-118-windfury-totem.js";
import fireNovaTotem_tdp93 from "./tdp/TDP-93-fire-nova-totem.js";
import graceOfAirTotem_tdp96 from "./tdp/TDP-96-grace-of-air-totem.js";
import manaTideTotem_tdp99 from "./tdp/TDP-99-mana-tide-totem.js";
import ltCommanderDudefella_hoa203 from "./hoa/HoA-203-lt-commander-dudefella.js";
import medocSpiritwarden_hoa205 from "./hoa/HoA-205-medoc-spiritwarden.js";
import miloTheUnmerciful_hoa208 from "./hoa/HoA-208-milo-the-unmerciful.js";
import sentryGwynn_hoa215 from "./hoa/HoA-215-sentry-gwynn.js";
import sevaShadowdancer_hoa216 from "./hoa/HoA-216-seva-shadowdancer.js";
import treesong_hoa220 from "./hoa/HoA-220-treesong.js";
import beshiah_hoa229 from "./hoa/HoA-229-besh-iah.js";
import darkClericJocasta_hoa233 from "./hoa/HoA-233-dark-cleric-jocasta.js";
import gartokSkullsplitter_hoa238 from "./hoa/HoA-238-gartok-skullsplitter.js";
import hierophantCaydiem_hoa242 from "./hoa/HoA-242-hierophant-caydiem.js";
import hurShieldsmasher_hoa243 from "./hoa/HoA-243-hur-shieldsmasher.js";
import mastenEverspirit_hoa250 from "./hoa/HoA-250-masten-everspirit.js";
import pugg_hoa256 from "./hoa/HoA-256-pugg.js";
import watcherMalwi_hoa269 from "./hoa/HoA-269-watcher-mal-wi.js";
import wormwood_hoa272 from "./hoa/HoA-272-wormwood.js";
import yamon_hoa273 from "./hoa/HoA-273-ya-mon.js";
import saltwaterSnapjaw_hoa279 from "./hoa/HoA-279-saltwater-snapjaw.js";
import helmOfFire_hoa292 from "./hoa/HoA-292-helm-of-fire.js";
import hornsOfEranikus_hoa295 from "./hoa/HoA-295-horns-of-eranikus.js";
import masonsFraternityRing_hoa307 from "./hoa/HoA-307-masons-fraternity-ring.js";
import myrmidonsSignet_hoa308 from "./hoa/HoA-308-myrmidon-s-signet.js";
import piccoloOfTheFlamingFire_hoa310 from "./hoa/HoA-310-piccolo-of-the-flaming-fire.js";
import arcaniteReaper_hoa313 from "./hoa/HoA-313-arcanite-reaper.js";
import argentCrusader_hoa314 from "./hoa/HoA-314-argent-crusader.js";
import theHammerOfGrace_hoa323 from "./hoa/HoA-323-the-hammer-of-grace.js";
import dorricTheMartyr_hoa182 from "./hoa/HoA-182-dorric-the-martyr.js";
import grintSundershot_hoa186 from "./hoa/HoA-186-grint-sundershot.js";
import ironforgeGuards_hoa188 from "./hoa/HoA-188-ironforge-guards.js";
import kailisTruearc_hoa189 from "./hoa/HoA-189-kailis-truearc.js";
import ladyJainaProudmoore_hoa195 from "./hoa/HoA-195-lady-jaina-proudmoore.js";
import leeroyJenkins_hoa198 from "./hoa/HoA-198-leeroy-jenkins.js";
import maxumIronbrew_hoa204 from "./hoa/HoA-204-maxum-ironbrew.js";
import halnarStandsalone_hoa241 from "./hoa/HoA-241-halnar-stands-alone.js";
import orgrimmarGrunts_hoa254 from "./hoa/HoA-254-orgrimmar-grunts.js";
import panaxTheUnstable_hoa255 from "./hoa/HoA-255-panax-the-unstable.js";
import tewaWildmane_hoa261 from "./hoa/HoA-261-tewa-wildmane.js";
import windseerTarus_hoa271 from "./hoa/HoA-271-windseer-tarus.js";
import zylahManslayer_hoa276 from "./hoa/HoA-276-zy-lah-manslayer.js";
import truesilverBreastplate_hoa301 from "./hoa/HoA-301-truesilver-breastplate.js";
import counterattack_hoa343 from "./hoa/HoA-343-counterattack.js";
import lorekeeperDarian_hoa202 from "./hoa/HoA-202-lorekeeper-darian.js";
import wynethHarridan_hoa224 from "./hoa/HoA-224-wyneth-harridan.js";
import warchiefThrall_hoa267 from "./hoa/HoA-267-warchief-thrall.js";
import greenWhelpArmor_hoa291 from "./hoa/HoA-291-green-whelp-armor.js";
import lionheartHelm_hoa297 from "./hoa/HoA-297-lionheart-helm.js";
import skullflameShield_hoa299 from "./hoa/HoA-299-skullflame-shield.js";
import blueleafTubers_hoa349 from "./hoa/HoA-349-blueleaf-tubers.js";
import dragonkinMenace_hoa341 from "./hoa/HoA-341-dragonkin-menace.js";
/** Every card script by printing id. */
export const SCRIPTS: readonly WowCardScript[] = [
  tazo_hoa15,
  timmoShadestep_hoa7,
  grennanStormspeaker_hoa10,
  anikaBerlyn_hoa175,
  apprenticeTeep_hoa176,
  braxissTheSleeper_hoa179,
  crazyIgvand_hoa180,
  korCindervein_hoa192,
  latroAbiectus_hoa197,
  wardenTonarin_hoa222,
  benethorDraigo_hoa228,
  guardianSteelhorn_hoa240,
  kagraOfTheCrossroads_hoa246,
  mokoHuntsatdawn_hoa252,
  vaerikProudhoof_hoa262,
  veshral_hoa264,
  bloodclaw_hoa36,
  fury_hoa38,
  bretanderOfTheClaw_tdp156,
  jeleaneNightbreeze_tdp170,
  wardenRavella_tdp196,
  guardianSteppestrider_tdp213,
  tristanRapidstrike_hoa221,
  libaWobblebonk_hoa200,
  parvink_hoa212,
  tazdingo_hoa260,
  karkasDeathhowl_hoa247,
  miasThePutrid_hoa251,
  zygoreBladebreaker_hoa275,
  styleanSilversteel_hoa218,
  bhennChecksthesky_tdp199,
  sisterRot_tdp233,
  grimdron_hoa125,
  freyaLightsworn_hoa183,
  lhurgVenomblade_hoa199,
  melgwyPingzot_hoa206,
  ladyCourtneyNoel_hoa194,
  galahandraKeeperOfTheSilentGrove_hoa184,
  lafiel_hoa196,
  confessorMildred_hoa232,
  krytonBarleybeard_hoa193,
  flashHeal_hoa78,
  vexraDarkfall_hoa265,
  valthakSpiritdrinker_hoa263,
  moiraDarkheart_hoa209,
  kavaiTheWanderer_tdp173,
  lightningBolt_hoa113,
  starfire_hoa31,
  healingTouch_hoa22,
  charge_hoa137,
  burnAway_hoa156,
  shatteringBlow_hoa168,
  vanquish_hoa171,
  coupDeGrace_hoa93,
  shredSoul_tdp114,
  flamestrike_hoa54,
  quickStrike_hoa165,
  exhaustion_hoa159,
  withdraw_hoa172,
  fallBack_hoa160,
  innervate_hoa23,
  arcaneShot_hoa33,
  fireBlast_hoa52,
  deaconJohanna_hoa234,
  blink_hoa48,
  counterspell_hoa51,
  fireball_hoa53,
  markOfTheWild_hoa24,
  pyroblast_hoa59,
  worldInFlames_hoa61,
  chromaticCloak_hoa282,
  litoriFrostburn_hoa5,
  frostbolt_hoa56,
  diplomacy_tdp128,
  arcaneIntellect_hoa47,
  seraphTheExalted_tdp190,
  wintersGrasp_hoa60,
  coldSnap_hoa50,
  dizdemona_hoa2,
  gerthaTheOldCrone_tdp164,
  mezzikDarkspark_hoa207,
  kenaShadowbrand_hoa190,
  lowdownLuppoShadefizzle_tdp177,
  severTheCord_hoa131,
  darkPact_hoa122,
  theLovePotion_hoa356,
  escapeArtist_tdp129,
  dispelMagic_hoa77,
  sunderArmor_hoa149,
  shockAndSoothe_tdp100,
  trophyKill_tdp40,
  preyOnTheWeak_tdp85,
  krolBlade_hoa331,
  golemSkullHelm_hoa290,
  padsOfTheDreadWolf_tdp260,
  shalinNightwind_hoa217,
  apprenticeMerry_tdp153,
  cerwyn_tdp159,
  pithranMithrilshot_tdp185,
  raulFingersMaldren_tdp187,
  valanos_tdp193,
  vindicatorEnkallus_tdp195,
  araelun_tdp198,
  magranProudstep_tdp223,
  scoutOmerrta_tdp232,
  tanwaTheMarksman_tdp235,
  vandaSkydaughter_tdp239,
  scarletKris_hoa333,
  felIronHatchet_tdp272,
  scimitarOfTheNexusStalkers_tdp280,
  vikingWarhammer_tdp286,
  elvenChainBoots_tdp253,
  ornateAdamantiumBreastplate_tdp259,
  toreksAssault_hoa345,
  yourFortuneAwaitsYou_hoa360,
  finkleEinhorn_tdp316,
  elderMoorf_hoa235,
  kataliStonetusk_hoa248,
  kulanEarthguard_hoa249,
  vossTreebender_hoa266,
  zormStonefury_hoa274,
  balaSilentblade_hoa226,
  morik_tdp224,
  skewer_hoa155,
  ghank_tdp210,
  outriderZarg_tdp227,
  adeptBreton_hoa174,
  acolyteDemia_hoa173,
  nerraLifeboon_hoa210,
  rynDreamstrider_hoa214,
  trackerGallen_hoa219,
  moonclothRobe_hoa298,
  rodOfTheOgreMagi_hoa332,
  theDefiasBrotherhood_hoa340,
  aDonationOfWool_hoa351,
  inDreams_hoa352,
  chasingAMe01_hoa350,
  theMissingDiplomat_hoa342,
  kiblersExoticPets_hoa355,
  borisBrightbeard_hoa1,
  chipperIronbane_tdp160,
  zappedGiants_hoa361,
  bloodGuardMalwani_hoa230,
  fatafi_hoa236,
  warStomp_tdp137,
  forTheHorde_hoa344,
  arnoldFlem_hoa225,
  stealEssence_hoa134,
  radakDoombringer_hoa13,
  battleOfDarrowshire_hoa347,
  infernal_hoa127,
  sarmoth_hoa130,
  thangal_hoa16,
  maul_hoa25,
  predatoryStrikes_hoa29,
  naturalDefenses_hoa26,
  bearForm_hoa18,
  poisonWater_tdp305,
  gorebelly_hoa9,
  lazyPeons_tdp303,
  hiddenEnemies_tdp302,
  annihilator_hoa312,
  draconianDeflector_hoa285,
  lustForBattle_hoa154,
  warmasterHork_tdp241,
  demoralizingShout_hoa140,
  intoTheFray_hoa153,
  battleShout_hoa135,
  moonshadow_hoa6,
  crownOfTheEarth_tdp289,
  ramsteinsLightningBolts_tdp267,
  naturalSelection_hoa27,
  firstToFall_tdp141,
  hannahTheUnstoppable_hoa187,
  donnaCalister_hoa181,
  brotherRhone_tdp157,
  naturesSwiftness_hoa28,
  callTheSpirit_hoa157,
  fromTheShadows_hoa151,
  bigGameHunter_hoa348,
  gouge_hoa99,
  randipan_hoa213,
  omedusThePunisher_hoa12,
  samuelGrey_hoa258,
  boneshanks_tdp201,
  intoTheMawOfMadness_hoa353,
  chops_tdp32,
  oldBones_hoa42,
  jinLakNightfang_hoa244,
  wazzuliWildmender_hoa270,
  masterOfTheHunt_hoa40,
  hypnoticBlade_hoa327,
  opheliaBarrows_hoa253,
  senZirBeastwalker_hoa14,
  ravenousBite_hoa44,
  bestialWrath_hoa35,
  elementalFocus_hoa108,
  spiritBond_tdp39,
  operationRecombobulation_tdp292,
  coldBlood_hoa92,
  myaDragonlingWrangler_tdp184,
  lyndaSteele_tdp178,
  aNewPlague_tdp304,
  shadowform_hoa88,
  mindBlast_hoa80,
  mindSpike_hoa82,
  shadowWordPain_hoa87,
  cannibalize_tdp136,
  darkClericIsmantal_tdp204,
  frostNova_hoa55,
  holyLight_hoa69,
  touchedByLight_hoa75,
  chastise_hoa76,
  smite_hoa89,
  heal_hoa79,
  prayerOfHealing_hoa84,
  healingWave_hoa112,
  dismantle_hoa96,
  fear_hoa123,
  execute_hoa141,
  sneak_hoa152,
  rallyTheTroops_hoa166,
  caughtOffGuard_hoa158,
  lieInWait_hoa163,
  stalwartProtector_hoa148,
  rend_hoa146,
  powerWordFortitude_hoa83,
  hammerOfJustice_hoa68,
  manaAgate_hoa57,
  bizzikSparkcog_hoa178,
  shadowBolt_hoa132,
  mockingBlow_hoa144,
  earthbindTotem_hoa107,
  searingTotem_hoa116,
  purge_hoa114,
  stoneGuardRashun_tdp234,
  icebladeHacker_hoa328,
  chainLightning_hoa106,
  lightningStorm_tdp98,
  healingStreamTotem_hoa111,
  windfuryTotem_hoa118,
  fireNovaTotem_tdp93,
  graceOfAirTotem_tdp96,
  manaTideTotem_tdp99,
  ltCommanderDudefella_hoa203,
  medocSpiritwarden_hoa205,
  miloTheUnmerciful_hoa208,
  sentryGwynn_hoa215,
  sevaShadowdancer_hoa216,
  treesong_hoa220,
  beshiah_hoa229,
  darkClericJocasta_hoa233,
  gartokSkullsplitter_hoa238,
  hierophantCaydiem_hoa242,
  hurShieldsmasher_hoa243,
  mastenEverspirit_hoa250,
  pugg_hoa256,
  watcherMalwi_hoa269,
  wormwood_hoa272,
  yamon_hoa273,
  saltwaterSnapjaw_hoa279,
  helmOfFire_hoa292,
  hornsOfEranikus_hoa295,
  masonsFraternityRing_hoa307,
  myrmidonsSignet_hoa308,
  piccoloOfTheFlamingFire_hoa310,
  arcaniteReaper_hoa313,
  argentCrusader_hoa314,
  theHammerOfGrace_hoa323,
  frostShock_hoa109,
  corruption_hoa120,
  onYourFeet_hoa164,
  lifeTap_hoa128,
  dorricTheMartyr_hoa182,
  grintSundershot_hoa186,
  ironforgeGuards_hoa188,
  kailisTruearc_hoa189,
  ladyJainaProudmoore_hoa195,
  leeroyJenkins_hoa198,
  maxumIronbrew_hoa204,
  halnarStandsalone_hoa241,
  orgrimmarGrunts_hoa254,
  panaxTheUnstable_hoa255,
  tewaWildmane_hoa261,
  windseerTarus_hoa271,
  zylahManslayer_hoa276,
  truesilverBreastplate_hoa301,
  counterattack_hoa343,
  lorekeeperDarian_hoa202,
  wynethHarridan_hoa224,
  warchiefThrall_hoa267,
  greenWhelpArmor_hoa291,
  lionheartHelm_hoa297,
  skullflameShield_hoa299,
  blueleafTubers_hoa349,
  dragonkinMenace_hoa341,
  branuWildbloom_tdp202,
  greefer_tdp211,
  observersShield_tdp257,
  tranceStone_tdp269,
  testOfFaith_tdp308,
  divinoMaticRod_tdp313,
  ritualSacrifice_tdp112,
  ilandreMoonspear_tdp168,
  kalAiTheUplifting_tdp171,
  minerMoggun_tdp183,
  primalistNaseth_tdp186,
  masterOfDeception_tdp83,
  warrax_hoa8,
  bash_hoa17,
  inoculation_tdp290,
  penelopesRose_tdp266,
  raenesCleansing_tdp294,
  theGreenHillsOfStranglethorn_tdp317,
  theDyingBalance_tdp315,
  asTheCrowFlies_tdp312,
  kalnufEagleheart_tdp217,
  thwartingKolkarAggression_tdp309,
  eagleEye_hoa37,
  trackHumanoids_hoa46,
  markedForDeath_hoa39,
  nynJah_tdp226,
  elendril_hoa3,
  sunkenTreasure_hoa358,
  blackcrow_tdp271,
  ancientBoneBow_hoa311,
  devilsaurLeggings_hoa284,
  aimedShot_hoa32,
  rapidFire_hoa43,
  aspectOfTheHawk_hoa34,
  galwaySteamwhistle_hoa185,
  rayder_hoa45,
  hootie_tdp34,
  margaretFowl_tdp179,
  grumpherys_tdp2,
  nathressaDarkstrider_tdp3,
  phadalusTheEnlightened_tdp4,
  rubyGemsparkle_tdp5,
  telrander_tdp7,
  zenithShadowforce_tdp9,
  bulkasWildhorn_tdp12,
  harukaSkycaller_tdp14,
  mojoMenderJaNah_tdp15,
  morovaOfTheSands_tdp17,
  catForm_tdp19,
  claw_tdp20,
  heartOfTheWild_tdp22,
  natureOfTheBeast_tdp24,
  naturesMajesty_tdp25,
  wrath_tdp30,
  victoriaJaton_tdp8,
  daspienBladedancer_tdp13,
  pagathaSoulbinder_tdp18,
  protectTheMaster_tdp38,
  arcaneMissiles_tdp43,
  arcOfFlame_tdp45,
  blisteringFire_tdp46,
  deepFreeze_tdp49,
  scorch_tdp53,
  hammerOfWrath_tdp58,
  infusionOfLight_tdp60,
  righteousVengeance_tdp62,
  brainwash_tdp67,
  greaterHeal_tdp70,
  renew_tdp77,
  flameShock_tdp94,
  surgeOfLife_tdp102,
  hellfire_tdp108,
  piztog_tdp111,
  commandingShout_tdp118,
  intercept_tdp121,
  killingSpree_tdp122,
  flashOfSteel_tdp142,
  furiousResolve_tdp144,
  legendOfMountHyjal_tdp145,
  lessonsInLurking_tdp146,
  swiftAssault_tdp149,
  bubulaDelKissel_tdp158,
  durdinHammerhand_tdp162,
  scaramanga_tdp189,
  tim_tdp192,
  elithysFirestorm_tdp208,
  jaZaron_tdp215,
  raChee_tdp230,
  tirilDawnrider_tdp237,
  tyrusSheynathren_tdp238,
  wazLuk_tdp242,
  kingMukla_tdp244,
  overseerOilfist_tdp245,
  wristguardsOfTrueFlight_tdp262,
  majorHealingPotion_tdp265,
  felstriker_tdp273,
  gurubashiDwarfDestroyer_tdp274,
  halberdOfSmiting_tdp275,
  silentFang_tdp281,
  willOfArlokk_tdp287,
  thePerfectStout_tdp293,
  aRefugeeSQuandary_tdp295,
  zalazane_tdp310,
  aDonationOfSilk_tdp314,
  theScourgeCauldrons_tdp319,
  shadowmeld_tdp131,
  fieldCommanderOlinnae_tdp163,
  reverendTobias_tdp188,
  steelsmithJosephCarroll_tdp191,
  daynaCousinToSun_tdp205,
  debrosCousinToMoon_tdp206,
  warcallerZinBawa_tdp240,
];
