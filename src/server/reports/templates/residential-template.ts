import type { TemplateDocument } from '../../../shared/reports/template';

/**
 * The seeded default template, in the order an inspector walks a house: outside first, then the
 * structure and systems, then the rooms, the attic last. Keys never change once shipped, because
 * reports store their findings by key.
 */
export const residentialTemplate: TemplateDocument = {
  name: 'Residential home inspection',
  sections: [
    {
      key: 'grounds',
      title: 'Grounds and drainage',
      items: [
        {
          key: 'grounds-grading',
          title: 'Grading',
          comments: [
            {
              key: 'negative-slope',
              severity: 'repair',
              text: 'The soil slopes toward the house in places, which can send rain water against the foundation and into the basement or crawl space. Recommend a landscaper regrade so the ground falls away from the house for at least 6 feet.',
            },
            {
              key: 'low-spots',
              severity: 'monitor',
              text: 'Low spots where water may pond were seen near the house. Watch these areas during heavy rain and fill them with soil if water collects.',
            },
            {
              key: 'slopes-away',
              severity: 'info',
              text: 'The ground generally slopes away from the house, which helps keep water away from the foundation.',
            },
          ],
        },
        {
          key: 'grounds-surface-drains',
          title: 'Surface and area drains',
          comments: [
            {
              key: 'clogged',
              severity: 'maintenance',
              text: 'Yard or area drains hold leaves and debris. Clean them so water can flow away freely.',
            },
            {
              key: 'not-tested',
              severity: 'info',
              text: 'Underground drain lines cannot be seen or tested in a visual inspection, so where they discharge and their condition are unknown.',
            },
          ],
        },
        {
          key: 'grounds-walkways-driveway',
          title: 'Walkways and driveway',
          comments: [
            {
              key: 'trip-hazard',
              severity: 'safety',
              text: 'Raised or uneven walkway sections are a trip hazard. Recommend a qualified contractor level or replace them.',
            },
            {
              key: 'settlement-cracks',
              severity: 'monitor',
              text: 'The driveway has common settlement cracks. Seal them to keep water out and watch for widening.',
            },
            {
              key: 'sealcoat',
              severity: 'maintenance',
              text: 'The asphalt driveway is faded and dry. Sealcoating it every few years extends its life.',
            },
          ],
        },
        {
          key: 'grounds-steps-handrails',
          title: 'Exterior steps and handrails',
          comments: [
            {
              key: 'missing-handrail',
              severity: 'safety',
              text: 'The exterior steps have no handrail, which raises the risk of a fall. Recommend a qualified contractor install a sturdy handrail that is easy to grip.',
            },
            {
              key: 'uneven-risers',
              severity: 'safety',
              text: 'The steps are not all the same height, and a step that differs from the others often causes trips. Recommend a contractor rebuild the steps with even risers.',
            },
            {
              key: 'loose-handrail',
              severity: 'safety',
              text: 'The handrail is loose and could give way when someone leans on it. Recommend securing it firmly to the framing.',
            },
          ],
        },
        {
          key: 'grounds-decks-porches',
          title: 'Decks, porches and balconies',
          comments: [
            {
              key: 'ledger-not-flashed',
              severity: 'repair',
              text: 'No flashing was seen where the deck is fastened to the house. Water can get behind the board and rot the house framing. Recommend a qualified deck contractor evaluate and correct.',
            },
            {
              key: 'missing-guardrail',
              severity: 'safety',
              text: 'The deck is more than 30 inches above the ground and has no guardrail, so someone could fall off the edge. Recommend a contractor install guardrails.',
            },
            {
              key: 'wide-baluster-gaps',
              severity: 'safety',
              text: 'Openings in the guardrail are wider than 4 inches, wide enough for a small child to slip through. Recommend a contractor close the gaps.',
            },
            {
              key: 'decayed-wood',
              severity: 'repair',
              text: 'Soft or decayed wood was found in the deck. Recommend a qualified contractor replace the damaged boards and check the framing beneath them.',
            },
            {
              key: 'weathered',
              severity: 'maintenance',
              text: 'The deck wood is gray and weathered. Clean and seal or stain it to slow further wear.',
            },
          ],
        },
        {
          key: 'grounds-vegetation',
          title: 'Trees and vegetation',
          comments: [
            {
              key: 'touching-house',
              severity: 'maintenance',
              text: 'Shrubs or vines touch the siding, which holds moisture against the walls and gives insects a path inside. Trim plants back at least 12 inches from the house.',
            },
            {
              key: 'overhanging-branches',
              severity: 'maintenance',
              text: 'Tree branches hang over the roof and drop debris into the gutters. Trim them back to protect the roof.',
            },
            {
              key: 'tree-near-foundation',
              severity: 'monitor',
              text: 'A large tree grows close to the foundation, and its roots can affect the foundation and buried pipes over time. Consider having an arborist assess it.',
            },
          ],
        },
        {
          key: 'grounds-retaining-walls',
          title: 'Retaining walls',
          comments: [
            {
              key: 'leaning',
              severity: 'repair',
              text: 'The retaining wall leans or bulges, a sign that it is giving way under the pressure of the soil behind it. Recommend a qualified contractor or engineer evaluate.',
            },
            {
              key: 'no-drain-openings',
              severity: 'monitor',
              text: 'No drainage openings were seen in the retaining wall. Water trapped behind a wall pushes on it, so watch the wall for leaning or new cracks.',
            },
          ],
        },
      ],
    },
    {
      key: 'exterior',
      title: 'Exterior',
      items: [
        {
          key: 'exterior-wall-coverings',
          title: 'Wall coverings (siding)',
          comments: [
            {
              key: 'damaged-siding',
              severity: 'repair',
              text: 'Siding is cracked, loose or missing in places, which lets water reach the wall behind it. Recommend a qualified siding contractor repair or replace the damaged pieces.',
            },
            {
              key: 'soil-contact',
              severity: 'repair',
              text: 'Siding touches or sits too close to the soil, which invites rot and insects. Recommend keeping at least 6 inches between the siding and the ground.',
            },
            {
              key: 'peeling-paint',
              severity: 'maintenance',
              text: 'Paint is peeling or worn on the exterior. Scrape, prime and repaint to protect the surfaces underneath.',
            },
            {
              key: 'siding-vinyl',
              severity: 'info',
              text: 'The exterior walls are covered with vinyl siding.',
            },
            {
              key: 'siding-brick',
              severity: 'info',
              text: 'The exterior walls are covered with brick veneer.',
            },
          ],
        },
        {
          key: 'exterior-trim-soffits-fascia',
          title: 'Trim, soffits and fascia',
          comments: [
            {
              key: 'rotted-trim',
              severity: 'repair',
              text: 'Wood trim is decayed in places. Recommend a qualified contractor replace the rotted wood and paint it.',
            },
            {
              key: 'soffit-gaps',
              severity: 'repair',
              text: 'The soffit or fascia is loose or has gaps where birds, bats or rodents can get into the attic. Recommend a contractor close the openings.',
            },
            {
              key: 'worn-caulk',
              severity: 'maintenance',
              text: 'Caulk at trim joints is cracked or missing. Re-caulk to keep water out of the walls.',
            },
          ],
        },
        {
          key: 'exterior-windows-doors',
          title: 'Exterior windows and doors',
          comments: [
            {
              key: 'frame-seals',
              severity: 'maintenance',
              text: 'The seals where window and door frames meet the siding are worn. Re-caulk these joints to keep water out.',
            },
            {
              key: 'weatherstripping',
              severity: 'maintenance',
              text: 'Weatherstripping at an exterior door is worn or missing, letting in drafts and water. Replace it.',
            },
            {
              key: 'sill-rot',
              severity: 'repair',
              text: 'A window or door sill shows wood rot. Recommend a qualified contractor repair or replace it.',
            },
          ],
        },
        {
          key: 'exterior-wall-penetrations',
          title: 'Wall penetrations and vents',
          comments: [
            {
              key: 'unsealed-openings',
              severity: 'maintenance',
              text: 'Gaps were seen around pipes, wires or vents that pass through the wall. Seal them to keep out water and pests.',
            },
            {
              key: 'dryer-vent-hood',
              severity: 'repair',
              text: 'The dryer vent hood has a missing or stuck flap, which lets pests in and traps lint. Recommend replacing the hood.',
            },
          ],
        },
        {
          key: 'exterior-wood-destroying-insects',
          title: 'Signs of wood-destroying insects',
          comments: [
            {
              key: 'mud-tubes',
              severity: 'repair',
              text: 'Mud tubes like those termites build were seen on the foundation. Recommend a licensed pest control company inspect and treat the house.',
            },
            {
              key: 'wood-against-house',
              severity: 'maintenance',
              text: 'Firewood or lumber is stored against the house, which attracts wood-destroying insects. Move it at least a few feet away from the walls.',
            },
            {
              key: 'none-seen',
              severity: 'info',
              text: 'No signs of wood-destroying insects were seen. This is not a pest inspection, and a licensed pest inspector can give a full report.',
            },
          ],
        },
      ],
    },
    {
      key: 'roof',
      title: 'Roof',
      items: [
        {
          key: 'roof-coverings',
          title: 'Roof coverings',
          comments: [
            {
              key: 'worn-shingles',
              severity: 'repair',
              text: 'The shingles show heavy granule loss, curling or cracking, signs that they are near the end of their life. Recommend a qualified roofer evaluate, and budget for replacement.',
            },
            {
              key: 'missing-shingles',
              severity: 'repair',
              text: 'Shingles are missing or damaged, leaving the roof open to leaks. Recommend a qualified roofer repair them.',
            },
            {
              key: 'late-in-life',
              severity: 'monitor',
              text: 'The roof covering is in the later part of its expected life. Budget for replacement in the next few years and have it checked after storms.',
            },
            {
              key: 'moss-debris',
              severity: 'maintenance',
              text: 'Moss or debris on the roof holds moisture against the shingles. Have it removed gently and keep the roof clear.',
            },
            {
              key: 'multiple-layers',
              severity: 'info',
              text: 'The roof appears to have more than one layer of shingles. Extra layers add weight and shorten the life of the roof, so the next replacement should remove all of them.',
            },
            {
              key: 'viewed-from-ground',
              severity: 'info',
              text: 'The roof was viewed from the ground with binoculars because it was too steep, wet or high to walk safely.',
            },
          ],
        },
        {
          key: 'roof-flashing',
          title: 'Flashing',
          comments: [
            {
              key: 'loose-flashing',
              severity: 'repair',
              text: 'Flashing at a wall or chimney is loose or lifted, a common source of leaks. Recommend a qualified roofer secure and seal it.',
            },
            {
              key: 'missing-kickout',
              severity: 'repair',
              text: 'There is no kick-out flashing where the edge of the roof meets a wall, so rain can run behind the siding. Recommend a roofer install one.',
            },
            {
              key: 'aging-sealant',
              severity: 'maintenance',
              text: 'Exposed sealant at the flashing is drying out. Renew the sealant every few years to prevent leaks.',
            },
          ],
        },
        {
          key: 'roof-gutters-downspouts',
          title: 'Gutters and downspouts',
          comments: [
            {
              key: 'clogged',
              severity: 'maintenance',
              text: 'The gutters are full of leaves and debris, which makes them overflow next to the foundation. Clean the gutters at least twice a year.',
            },
            {
              key: 'short-downspouts',
              severity: 'repair',
              text: 'Downspouts empty right beside the foundation, where the water can soak into the basement or crawl space. Add extensions that carry water at least 4 to 6 feet from the house.',
            },
            {
              key: 'leaking-seams',
              severity: 'repair',
              text: 'Gutter seams or corners leak. Recommend resealing or repairing the gutters.',
            },
            {
              key: 'sagging',
              severity: 'repair',
              text: 'Gutters sag or pull away from the fascia and do not drain properly. Recommend re-securing them with an even slope toward the downspouts.',
            },
            {
              key: 'no-gutters',
              severity: 'monitor',
              text: 'The house has no gutters. Watch where roof water lands during rain and consider adding gutters if it collects near the foundation.',
            },
          ],
        },
        {
          key: 'roof-skylights-penetrations',
          title: 'Skylights and roof penetrations',
          comments: [
            {
              key: 'skylight-stains',
              severity: 'monitor',
              text: 'Stains around the skylight suggest past or present leaking. Check it during the next heavy rain and have a roofer repair it if it is wet.',
            },
            {
              key: 'cracked-pipe-boot',
              severity: 'repair',
              text: 'The rubber boot around a plumbing vent pipe is cracked, a common leak point. Recommend a roofer replace the boot.',
            },
            {
              key: 'exposed-nails',
              severity: 'maintenance',
              text: 'Nail heads are exposed on the roof. Seal them to prevent small leaks.',
            },
          ],
        },
        {
          key: 'roof-drainage',
          title: 'Roof drainage (low-slope areas)',
          comments: [
            {
              key: 'ponding',
              severity: 'repair',
              text: 'Water ponds on the flat part of the roof, which speeds up wear and can cause leaks. Recommend a roofer improve the drainage.',
            },
            {
              key: 'blocked-scuppers',
              severity: 'maintenance',
              text: 'Roof drains or scuppers are blocked with debris. Clear them so water can leave the roof.',
            },
          ],
        },
        {
          key: 'roof-mounted-equipment',
          title: 'Roof-mounted equipment',
          comments: [
            {
              key: 'solar-not-evaluated',
              severity: 'info',
              text: 'Solar panels are installed on the roof. The panels and their wiring were not evaluated, and they hid part of the roof from view.',
            },
            {
              key: 'abandoned-antenna',
              severity: 'repair',
              text: 'An unused antenna or satellite dish is fastened through the roof. Recommend removing it and sealing the holes to prevent leaks.',
            },
          ],
        },
      ],
    },
    {
      key: 'garage',
      title: 'Garage',
      items: [
        {
          key: 'garage-vehicle-door',
          title: 'Vehicle door',
          comments: [
            {
              key: 'damaged-panels',
              severity: 'repair',
              text: 'Garage door panels are dented or cracked. Recommend a garage door company repair them.',
            },
            {
              key: 'worn-springs',
              severity: 'safety',
              text: 'The door springs or cables are worn or damaged. They are under high tension and can injure people, so only a garage door technician should repair them.',
            },
            {
              key: 'lubricate',
              severity: 'maintenance',
              text: 'The door is noisy as it moves. Lubricate the rollers, hinges and springs once or twice a year.',
            },
          ],
        },
        {
          key: 'garage-door-opener',
          title: 'Door opener and auto-reverse',
          comments: [
            {
              key: 'no-auto-reverse',
              severity: 'safety',
              text: 'The door did not reverse when it met an obstruction, so it could trap a child or pet. Recommend a garage door company adjust or repair the opener right away.',
            },
            {
              key: 'sensors-too-high',
              severity: 'safety',
              text: 'The electric-eye sensors are mounted more than 6 inches above the floor, too high to detect a small child. Lower them.',
            },
            {
              key: 'reversed-ok',
              severity: 'info',
              text: 'The opener ran the door and reversed it when the sensor beam was blocked.',
            },
          ],
        },
        {
          key: 'garage-fire-separation',
          title: 'Fire separation from the house',
          comments: [
            {
              key: 'door-not-rated',
              severity: 'safety',
              text: 'The door between the garage and the house is not a solid or fire-rated door. Such a door slows fire and car exhaust from entering the home, so recommend replacing it.',
            },
            {
              key: 'wall-holes',
              severity: 'safety',
              text: 'Holes in the wall or ceiling between the garage and the living space weaken its fire barrier. Recommend sealing them with fire-rated drywall or sealant.',
            },
            {
              key: 'no-self-closer',
              severity: 'repair',
              text: 'The door to the house does not close and latch by itself. Recommend adding or adjusting self-closing hinges.',
            },
          ],
        },
        {
          key: 'garage-floor',
          title: 'Floor slab',
          comments: [
            {
              key: 'shrinkage-cracks',
              severity: 'info',
              text: 'Small cracks typical of concrete shrinkage were seen in the garage floor. They are common and not a structural concern.',
            },
            {
              key: 'offset-cracks',
              severity: 'monitor',
              text: 'Cracks where one side of the slab sits higher than the other were seen. Watch them for further movement.',
            },
          ],
        },
      ],
    },
    {
      key: 'structure',
      title: 'Structure and foundation',
      items: [
        {
          key: 'structure-foundation-walls',
          title: 'Foundation walls',
          comments: [
            {
              key: 'hairline-cracks',
              severity: 'monitor',
              text: 'Hairline cracks were seen in the foundation, which are common as concrete cures and settles. Seal them and watch for widening.',
            },
            {
              key: 'wide-crack',
              severity: 'repair',
              text: 'A wide or offset crack in the foundation suggests structural movement. Recommend a structural engineer evaluate and advise on repairs.',
            },
            {
              key: 'bowing-wall',
              severity: 'repair',
              text: 'A foundation wall bows inward, a sign of soil pressure against it. Recommend a structural engineer evaluate soon.',
            },
            {
              key: 'efflorescence',
              severity: 'monitor',
              text: 'White mineral deposits on the foundation show that moisture passes through the wall. Improve drainage outside and watch for active leaks.',
            },
            {
              key: 'mostly-hidden',
              severity: 'info',
              text: 'Much of the foundation was hidden by finishes, stored items or insulation and could not be evaluated.',
            },
          ],
        },
        {
          key: 'structure-floor-framing',
          title: 'Floor structure',
          comments: [
            {
              key: 'notched-joist',
              severity: 'repair',
              text: 'A floor joist was notched or cut through, which weakens it. Recommend a qualified contractor reinforce it.',
            },
            {
              key: 'temporary-posts',
              severity: 'repair',
              text: 'Support posts are temporary jacks or are not fastened at the top and bottom. Recommend a qualified contractor install permanent supports.',
            },
            {
              key: 'sloping-floors',
              severity: 'monitor',
              text: 'Floors slope or sag in places, which is common in older homes. Have a contractor evaluate if the slope gets worse.',
            },
          ],
        },
        {
          key: 'structure-wall-framing',
          title: 'Wall structure',
          comments: [
            {
              key: 'racked-openings',
              severity: 'monitor',
              text: 'Door frames out of square and diagonal cracks above doors may show past movement. Watch for new cracks.',
            },
            {
              key: 'framing-hidden',
              severity: 'info',
              text: 'Wall framing is covered by finishes and could not be seen. Comments are limited to signs visible on the surfaces.',
            },
          ],
        },
        {
          key: 'structure-sill-anchors',
          title: 'Sill plate and anchors',
          comments: [
            {
              key: 'decayed-sill',
              severity: 'repair',
              text: 'The wooden sill resting on the foundation is decayed. Recommend a qualified contractor evaluate and replace the damaged wood.',
            },
            {
              key: 'anchors-not-seen',
              severity: 'info',
              text: 'The bolts or straps that tie the framing to the foundation could not be seen.',
            },
          ],
        },
        {
          key: 'structure-crawl-space',
          title: 'Crawl space',
          comments: [
            {
              key: 'vapor-barrier',
              severity: 'repair',
              text: 'The plastic vapor barrier over the crawl space soil is missing or torn, letting moisture rise into the floor framing. Recommend installing or repairing it so it covers all exposed soil.',
            },
            {
              key: 'standing-water',
              severity: 'repair',
              text: 'Standing water was found in the crawl space. Recommend a contractor find the source and improve drainage.',
            },
            {
              key: 'not-entered',
              severity: 'info',
              text: 'The crawl space was not entered because the access was blocked or too small, so its condition is unknown.',
            },
          ],
        },
        {
          key: 'structure-basement-moisture',
          title: 'Basement moisture',
          comments: [
            {
              key: 'old-stains',
              severity: 'monitor',
              text: 'Water stains were seen at the base of the basement walls but were dry during the inspection. Watch during heavy rain and improve the grading and gutters if water returns.',
            },
            {
              key: 'active-leak',
              severity: 'repair',
              text: 'Water was entering the basement during the inspection. Recommend a waterproofing contractor evaluate.',
            },
            {
              key: 'test-sump',
              severity: 'maintenance',
              text: 'A sump pump is installed. Test it each spring by pouring water into the pit, and consider a battery backup.',
            },
          ],
        },
      ],
    },
    {
      key: 'electrical',
      title: 'Electrical',
      items: [
        {
          key: 'electrical-service-entrance',
          title: 'Service entrance',
          comments: [
            {
              key: 'low-service-wires',
              severity: 'safety',
              text: 'The overhead service wires hang low over the roof or yard, where people could touch them. Contact the utility company to correct the clearance.',
            },
            {
              key: 'damaged-mast',
              severity: 'repair',
              text: 'The service mast or the cap where the wires enter is loose or damaged, which can let water into the meter and panel. Recommend a licensed electrician repair it.',
            },
            {
              key: 'service-size',
              severity: 'info',
              text: 'The electrical service appears to be 200 amps at 120/240 volts.',
            },
          ],
        },
        {
          key: 'electrical-main-panel',
          title: 'Main panel',
          comments: [
            {
              key: 'double-tap',
              severity: 'safety',
              text: 'Two wires are held under one screw of a breaker made for only one wire. The connection can loosen and overheat. Recommend a licensed electrician correct it.',
            },
            {
              key: 'open-knockouts',
              severity: 'safety',
              text: 'Openings in the panel cover leave live parts within reach of fingers. Recommend installing filler plates.',
            },
            {
              key: 'oversized-breaker',
              severity: 'safety',
              text: 'A breaker is larger than the wire it protects can carry, so the wire can overheat before the breaker trips. Recommend a licensed electrician evaluate and correct.',
            },
            {
              key: 'problem-brand',
              severity: 'safety',
              text: 'The panel is a brand whose breakers have a history of failing to trip. Recommend a licensed electrician evaluate it and consider replacing the panel.',
            },
            {
              key: 'blocked-access',
              severity: 'maintenance',
              text: 'Stored items block the panel. Keep a clear space about 3 feet deep in front of it so it can be reached quickly in an emergency.',
            },
            {
              key: 'unlabeled-circuits',
              severity: 'maintenance',
              text: 'The breakers are not labeled. Label each circuit so the right one can be turned off quickly.',
            },
          ],
        },
        {
          key: 'electrical-grounding-bonding',
          title: 'Grounding and bonding',
          comments: [
            {
              key: 'ground-not-found',
              severity: 'repair',
              text: 'The connection of the system to a ground rod or water pipe could not be found. Recommend a licensed electrician confirm the system is properly grounded.',
            },
            {
              key: 'gas-pipe-bonding',
              severity: 'repair',
              text: 'The metal gas piping is not visibly bonded to the electrical ground. Recommend a licensed electrician verify the bonding, which lowers the risk of shock and fire.',
            },
          ],
        },
        {
          key: 'electrical-subpanels',
          title: 'Subpanels',
          comments: [
            {
              key: 'shared-neutral-ground',
              severity: 'safety',
              text: 'In the subpanel, the neutral and ground wires share one bar. They must be kept apart so normal current does not flow on metal parts people can touch. Recommend a licensed electrician correct this.',
            },
            {
              key: 'subpanel-location',
              severity: 'info',
              text: 'A subpanel is installed and was inspected with its cover removed.',
            },
          ],
        },
        {
          key: 'electrical-branch-wiring',
          title: 'Branch wiring',
          comments: [
            {
              key: 'open-splices',
              severity: 'safety',
              text: 'Wires are spliced outside a junction box, where the joint can be damaged or spark. Recommend an electrician enclose the splices in covered boxes.',
            },
            {
              key: 'extension-cords',
              severity: 'safety',
              text: 'Extension cords are used as permanent wiring, which can overheat. Recommend an electrician add outlets where they are needed.',
            },
            {
              key: 'aluminum-wiring',
              severity: 'repair',
              text: 'Solid aluminum branch wiring is present. Its connections can loosen and overheat, so recommend an electrician experienced with aluminum wiring evaluate the whole system.',
            },
            {
              key: 'knob-and-tube',
              severity: 'repair',
              text: 'Older knob-and-tube wiring appears to be in use. It has no ground wire and its insulation is often brittle. Recommend a licensed electrician evaluate it, and ask your insurer about coverage.',
            },
            {
              key: 'copper-cable',
              severity: 'info',
              text: 'The visible branch wiring is copper plastic-sheathed cable.',
            },
          ],
        },
        {
          key: 'electrical-outlets-switches',
          title: 'Outlets and switches',
          comments: [
            {
              key: 'reversed-polarity',
              severity: 'safety',
              text: 'Outlets are wired with the hot and neutral wires reversed, which can leave parts of a lamp or appliance live even when it is switched off. Recommend a licensed electrician correct the wiring.',
            },
            {
              key: 'missing-covers',
              severity: 'safety',
              text: 'Cover plates are missing from outlets or switches, leaving wiring exposed. Install cover plates.',
            },
            {
              key: 'open-ground',
              severity: 'repair',
              text: 'Three-prong outlets tested as ungrounded, so they do not protect people and equipment as intended. Recommend an electrician ground them or add GFCI protection with the proper labels.',
            },
            {
              key: 'loose-outlets',
              severity: 'repair',
              text: 'Outlets are loose in the wall, which strains their wire connections. Recommend securing them.',
            },
            {
              key: 'no-power',
              severity: 'repair',
              text: 'Some outlets had no power. They may be controlled by a switch, but if not, recommend an electrician find the cause.',
            },
          ],
        },
        {
          key: 'electrical-gfci',
          title: 'GFCI protection',
          comments: [
            {
              key: 'missing-gfci',
              severity: 'safety',
              text: 'Outlets near water (at the kitchen counters, in bathrooms, the garage, the laundry and outside) have no ground-fault (GFCI) protection, which cuts power fast enough to prevent a serious shock. Recommend a licensed electrician add GFCI protection.',
            },
            {
              key: 'gfci-failed',
              severity: 'safety',
              text: 'A GFCI outlet did not cut the power when tested, so it may not protect against shock. Recommend replacing it.',
            },
            {
              key: 'test-monthly',
              severity: 'maintenance',
              text: 'Press the test button on GFCI outlets and breakers monthly to make sure they still trip.',
            },
          ],
        },
        {
          key: 'electrical-afci',
          title: 'Arc-fault (AFCI) protection',
          comments: [
            {
              key: 'no-afci',
              severity: 'info',
              text: 'Bedroom circuits have no arc-fault (AFCI) protection, which newer homes must have to lower the fire risk from damaged wiring. Consider adding it as an upgrade.',
            },
            {
              key: 'test-afci',
              severity: 'maintenance',
              text: 'Arc-fault breakers are installed. Press their test buttons every few months to confirm they trip.',
            },
          ],
        },
        {
          key: 'electrical-lighting',
          title: 'Lighting and fixtures',
          comments: [
            {
              key: 'closet-bare-bulb',
              severity: 'safety',
              text: 'A bare bulb in a closet sits close to stored items and can ignite them. Recommend an enclosed fixture.',
            },
            {
              key: 'light-inoperable',
              severity: 'repair',
              text: 'A light did not work. Try a new bulb first, and have an electrician check the fixture or switch if it still fails.',
            },
            {
              key: 'ceiling-fan-wobble',
              severity: 'maintenance',
              text: 'A ceiling fan wobbles when running. Tighten its mounting and balance the blades.',
            },
          ],
        },
        {
          key: 'electrical-smoke-co-alarms',
          title: 'Smoke and carbon monoxide alarms',
          comments: [
            {
              key: 'missing-smoke-alarms',
              severity: 'safety',
              text: 'Smoke alarms are missing from bedrooms, hallways or some levels of the home. Install smoke alarms in each bedroom, outside sleeping areas and on every level.',
            },
            {
              key: 'missing-co-alarms',
              severity: 'safety',
              text: 'No carbon monoxide alarm was found, although the home has fuel-burning appliances or an attached garage. Install CO alarms outside sleeping areas and on every level.',
            },
            {
              key: 'old-alarms',
              severity: 'maintenance',
              text: 'Smoke alarms appear to be more than 10 years old. Replace them, and test all alarms monthly.',
            },
          ],
        },
      ],
    },
    {
      key: 'plumbing',
      title: 'Plumbing',
      items: [
        {
          key: 'plumbing-main-shutoff',
          title: 'Main water shut-off',
          comments: [
            {
              key: 'corroded-valve',
              severity: 'repair',
              text: 'The main shut-off valve is corroded and may not close fully in an emergency. Recommend a licensed plumber replace it.',
            },
            {
              key: 'shutoff-location',
              severity: 'info',
              text: 'The main water shut-off valve is where the water line enters the house. Everyone in the home should know where it is.',
            },
          ],
        },
        {
          key: 'plumbing-water-source',
          title: 'Water source and waste disposal',
          comments: [
            {
              key: 'public-systems',
              severity: 'info',
              text: 'The home appears to be served by public water and a public sewer.',
            },
            {
              key: 'well-septic',
              severity: 'info',
              text: 'The home appears to use a private well or septic system, which is outside the scope of this inspection. Recommend testing the water and having the septic system inspected by a specialist.',
            },
          ],
        },
        {
          key: 'plumbing-supply-piping',
          title: 'Water supply piping',
          comments: [
            {
              key: 'supply-leak',
              severity: 'repair',
              text: 'A supply pipe or fitting is leaking. Recommend a licensed plumber repair it.',
            },
            {
              key: 'polybutylene',
              severity: 'repair',
              text: 'Gray plastic polybutylene supply pipe is present. This material has a history of sudden leaks, so recommend a licensed plumber evaluate it and budget for replacement.',
            },
            {
              key: 'high-pressure',
              severity: 'repair',
              text: 'Water pressure measured above 80 psi, which strains pipes, valves and appliances. Recommend a plumber install or adjust a pressure-reducing valve.',
            },
            {
              key: 'galvanized',
              severity: 'monitor',
              text: 'Galvanized steel supply pipes are present. They rust from the inside over time, lowering water flow and eventually leaking, so budget for replacement.',
            },
            {
              key: 'copper-supply',
              severity: 'info',
              text: 'The visible supply piping is copper.',
            },
          ],
        },
        {
          key: 'plumbing-drain-waste-vent',
          title: 'Drain, waste and vent piping',
          comments: [
            {
              key: 'drain-leak',
              severity: 'repair',
              text: 'A drain pipe or trap is leaking. Recommend a licensed plumber repair it.',
            },
            {
              key: 's-trap',
              severity: 'repair',
              text: 'A sink drain uses an S-shaped trap, which can siphon dry and let sewer gas into the home. Recommend a plumber install a vented P-trap.',
            },
            {
              key: 'slow-drain',
              severity: 'repair',
              text: 'A drain empties slowly, a sign of a partial blockage. Recommend a plumber clear it.',
            },
            {
              key: 'cast-iron',
              severity: 'monitor',
              text: 'Older cast iron drain pipe is present. It corrodes and cracks with age, so watch for leaks and rust stains.',
            },
            {
              key: 'sewer-scope',
              severity: 'info',
              text: 'The main sewer line under the ground cannot be seen in a home inspection. A camera inspection of the line is recommended, especially for older homes or homes with large trees.',
            },
          ],
        },
        {
          key: 'plumbing-fixtures-faucets',
          title: 'Sinks, tubs and showers',
          comments: [
            {
              key: 'faucet-leak',
              severity: 'repair',
              text: 'A faucet drips or leaks at its base. Recommend a plumber repair it.',
            },
            {
              key: 'weak-flow',
              severity: 'monitor',
              text: 'Water flow drops when two fixtures run at once. This can point to aging or narrow pipes, so have a plumber evaluate if it bothers you.',
            },
            {
              key: 'tub-caulk',
              severity: 'maintenance',
              text: 'Caulk or grout around the tub or shower is cracked or missing. Re-seal it to keep water out of the walls and floor.',
            },
          ],
        },
        {
          key: 'plumbing-toilets',
          title: 'Toilets',
          comments: [
            {
              key: 'loose-toilet',
              severity: 'repair',
              text: 'A toilet rocks at the floor, which can break its seal and leak into the floor. Recommend a plumber reset it.',
            },
            {
              key: 'soft-floor',
              severity: 'repair',
              text: 'The floor around a toilet is soft, which suggests water damage below. Recommend a contractor evaluate and repair.',
            },
            {
              key: 'running-toilet',
              severity: 'maintenance',
              text: 'A toilet runs after it is flushed and wastes water. Replace the flapper or fill valve.',
            },
          ],
        },
        {
          key: 'plumbing-exterior-faucets',
          title: 'Exterior faucets',
          comments: [
            {
              key: 'no-backflow-device',
              severity: 'repair',
              text: 'The hose faucet has no anti-siphon device, so dirty water could be drawn back into the drinking water. Recommend installing a vacuum breaker.',
            },
            {
              key: 'winterize',
              severity: 'maintenance',
              text: 'Shut off and drain the exterior faucets before freezing weather, unless they are frost-free types.',
            },
          ],
        },
        {
          key: 'plumbing-fuel-gas',
          title: 'Fuel gas piping',
          comments: [
            {
              key: 'gas-odor',
              severity: 'safety',
              text: 'A gas smell was noticed near the piping or an appliance. Call the gas company, and have a licensed plumber or gas fitter find and repair the leak before the appliance is used.',
            },
            {
              key: 'old-brass-connector',
              severity: 'safety',
              text: 'An old uncoated brass flexible gas connector is in use. These connectors can crack and leak, so recommend a licensed gas fitter replace it.',
            },
            {
              key: 'no-sediment-trap',
              severity: 'repair',
              text: 'A gas appliance has no sediment trap where the gas line connects, so debris can reach its controls. Recommend a licensed gas fitter add one.',
            },
            {
              key: 'csst-bonding',
              severity: 'repair',
              text: 'Yellow flexible gas tubing is present and its bonding to the electrical ground could not be confirmed. Lightning can damage unbonded tubing, so recommend a licensed electrician verify it.',
            },
            {
              key: 'meter-location',
              severity: 'info',
              text: 'The gas meter and the main gas shut-off valve are outside the house.',
            },
          ],
        },
        {
          key: 'plumbing-laundry',
          title: 'Laundry connections',
          comments: [
            {
              key: 'foil-dryer-duct',
              severity: 'safety',
              text: 'The dryer uses a plastic or foil accordion duct, which traps lint and can catch fire. Replace it with smooth metal duct.',
            },
            {
              key: 'rubber-washer-hoses',
              severity: 'maintenance',
              text: 'The washer supply hoses are rubber and can burst with age. Replace them with braided steel hoses.',
            },
            {
              key: 'clean-dryer-duct',
              severity: 'maintenance',
              text: 'Lint builds up in the dryer duct over time. Clean the duct from the dryer to the outside hood every year.',
            },
          ],
        },
      ],
    },
    {
      key: 'water-heater',
      title: 'Water heater',
      items: [
        {
          key: 'water-heater-tank',
          title: 'Tank and connections',
          comments: [
            {
              key: 'tank-leak',
              severity: 'repair',
              text: 'The water heater tank is leaking or heavily rusted at its base. A leaking tank cannot be repaired, so recommend a licensed plumber replace it.',
            },
            {
              key: 'no-drain-pan',
              severity: 'repair',
              text: 'The water heater sits above finished space and has no drain pan under it. Recommend a plumber add a pan piped to a drain.',
            },
            {
              key: 'near-end-of-life',
              severity: 'monitor',
              text: 'The water heater is near or past its usual life of 10 to 15 years. Budget for replacement.',
            },
            {
              key: 'flush-tank',
              severity: 'maintenance',
              text: 'Drain a few gallons from the tank each year to clear sediment and extend its life.',
            },
            {
              key: 'data-plate',
              severity: 'info',
              text: 'The age, capacity and fuel of the water heater were read from its data plate.',
            },
          ],
        },
        {
          key: 'water-heater-relief-valve',
          title: 'Temperature and pressure relief valve',
          comments: [
            {
              key: 'no-discharge-pipe',
              severity: 'safety',
              text: 'The temperature and pressure relief valve has no discharge pipe. If the valve opens, scalding water will spray onto anyone nearby. Recommend a licensed plumber install a pipe that ends about 6 inches above the floor.',
            },
            {
              key: 'improper-discharge-pipe',
              severity: 'safety',
              text: 'The relief valve pipe is too small, capped, threaded at the end or runs uphill, which may stop the valve from releasing pressure safely. Recommend a licensed plumber correct it.',
            },
            {
              key: 'valve-drips',
              severity: 'repair',
              text: 'The relief valve drips, which can mean high pressure or a worn valve. Recommend a plumber evaluate.',
            },
          ],
        },
        {
          key: 'water-heater-venting',
          title: 'Venting and combustion',
          comments: [
            {
              key: 'backdrafting',
              severity: 'safety',
              text: 'Exhaust gases spilled out at the top of the water heater instead of going up the flue. This can bring carbon monoxide into the home, so recommend a licensed contractor correct it right away.',
            },
            {
              key: 'combustibles-nearby',
              severity: 'safety',
              text: 'Boxes or other combustibles are stored against the water heater. Keep them well away from the burner to avoid a fire.',
            },
            {
              key: 'vent-connector',
              severity: 'repair',
              text: 'The vent pipe is loose, disconnected or slopes the wrong way. Recommend a licensed contractor correct it.',
            },
          ],
        },
        {
          key: 'water-heater-controls',
          title: 'Temperature and expansion',
          comments: [
            {
              key: 'scald-temperature',
              severity: 'safety',
              text: 'Hot water measured above 125°F, hot enough to scald within seconds. Lower the setting to about 120°F.',
            },
            {
              key: 'not-strapped',
              severity: 'safety',
              text: 'The water heater is not strapped to the wall. In an earthquake it could tip over and break its gas and water lines. Install seismic straps where local rules call for them.',
            },
            {
              key: 'no-expansion-tank',
              severity: 'repair',
              text: 'No expansion tank is installed, although the supply has a check or pressure-reducing valve. Pressure can build as water heats, so recommend a plumber evaluate.',
            },
          ],
        },
      ],
    },
    {
      key: 'heating',
      title: 'Heating',
      items: [
        {
          key: 'heating-equipment',
          title: 'Heating equipment',
          comments: [
            {
              key: 'no-response',
              severity: 'repair',
              text: 'The heating system did not respond to the thermostat. Recommend a licensed HVAC contractor evaluate and repair it.',
            },
            {
              key: 'near-end-of-life',
              severity: 'monitor',
              text: 'The furnace is near the end of its usual life of 15 to 25 years. Budget for replacement.',
            },
            {
              key: 'annual-service',
              severity: 'maintenance',
              text: 'Have a licensed HVAC contractor clean and service the heating system every year.',
            },
            {
              key: 'gas-forced-air',
              severity: 'info',
              text: 'The home is heated by a gas-fired forced-air furnace.',
            },
          ],
        },
        {
          key: 'heating-burners-exchanger',
          title: 'Burners and heat exchanger',
          comments: [
            {
              key: 'flame-rollout',
              severity: 'safety',
              text: 'Flames rolled out of the burner area or changed when the blower started. This can mean a cracked heat exchanger and a carbon monoxide risk. Recommend a licensed HVAC contractor evaluate before further use.',
            },
            {
              key: 'rust-debris',
              severity: 'repair',
              text: 'Rust and debris around the burners suggest water is getting into the furnace. Recommend a licensed HVAC contractor evaluate.',
            },
            {
              key: 'exchanger-hidden',
              severity: 'info',
              text: 'The heat exchanger is mostly hidden inside the furnace and could not be fully evaluated.',
            },
          ],
        },
        {
          key: 'heating-venting',
          title: 'Venting and combustion air',
          comments: [
            {
              key: 'flue-gaps',
              severity: 'safety',
              text: 'The flue pipe is separated or has gaps at its joints, which can let exhaust gases into the home. Recommend a licensed HVAC contractor repair it.',
            },
            {
              key: 'combustion-air',
              severity: 'repair',
              text: 'The furnace is in a small closed room with little air for burning fuel. Recommend an HVAC contractor evaluate the air supply.',
            },
            {
              key: 'condensate-leak',
              severity: 'repair',
              text: 'The condensate drain of the high-efficiency furnace leaks or is disconnected. Recommend repair to prevent water damage.',
            },
          ],
        },
        {
          key: 'heating-ducts-registers',
          title: 'Ducts and registers',
          comments: [
            {
              key: 'disconnected-duct',
              severity: 'repair',
              text: 'A duct is disconnected or leaking, sending heated air into the attic or crawl space. Recommend an HVAC contractor reconnect and seal it.',
            },
            {
              key: 'room-without-heat',
              severity: 'repair',
              text: 'A room has no heat source, or its register gave little air flow. Recommend an HVAC contractor evaluate.',
            },
            {
              key: 'possible-asbestos-wrap',
              severity: 'monitor',
              text: 'Older duct wrap may contain asbestos. Leave it undisturbed, and have it tested before any work near it.',
            },
          ],
        },
        {
          key: 'heating-filter',
          title: 'Air filter',
          comments: [
            {
              key: 'dirty-filter',
              severity: 'maintenance',
              text: 'The furnace filter is dirty. Replace or clean it every one to three months while the system is in use.',
            },
            {
              key: 'missing-filter',
              severity: 'maintenance',
              text: 'No filter is installed, so dust collects on the blower and coil. Install a filter of the correct size.',
            },
          ],
        },
        {
          key: 'heating-thermostat',
          title: 'Thermostat',
          comments: [
            {
              key: 'thermostat-fault',
              severity: 'repair',
              text: 'The thermostat is loose or does not control the system properly. Recommend an HVAC contractor check it.',
            },
            {
              key: 'thermostat-ok',
              severity: 'info',
              text: 'The thermostat turned the system on and off as expected.',
            },
          ],
        },
        {
          key: 'heating-boiler-radiators',
          title: 'Boiler and radiators',
          comments: [
            {
              key: 'boiler-leak',
              severity: 'repair',
              text: 'A radiator valve or boiler fitting is leaking. Recommend a licensed heating contractor repair it.',
            },
            {
              key: 'pressure-out-of-range',
              severity: 'repair',
              text: 'The boiler pressure gauge reads outside its normal range. Recommend a licensed heating contractor check the system.',
            },
            {
              key: 'bleed-radiators',
              severity: 'maintenance',
              text: 'Bleed the air from the radiators at the start of each heating season so they heat evenly.',
            },
          ],
        },
      ],
    },
    {
      key: 'cooling',
      title: 'Cooling',
      items: [
        {
          key: 'cooling-equipment',
          title: 'Cooling equipment',
          comments: [
            {
              key: 'not-cooling',
              severity: 'repair',
              text: 'The air conditioner ran, but the air at the registers was not cool enough. Recommend a licensed HVAC contractor evaluate.',
            },
            {
              key: 'near-end-of-life',
              severity: 'monitor',
              text: 'The air conditioner is near the end of its usual life of 12 to 18 years. Budget for replacement.',
            },
            {
              key: 'central-split',
              severity: 'info',
              text: 'The home is cooled by a central split-system air conditioner.',
            },
            {
              key: 'too-cold-to-test',
              severity: 'info',
              text: 'The air conditioner was not run because it was below 65°F outside, and running it in the cold can damage the compressor.',
            },
          ],
        },
        {
          key: 'cooling-outdoor-unit',
          title: 'Outdoor unit',
          comments: [
            {
              key: 'no-disconnect',
              severity: 'safety',
              text: 'There is no power shut-off within sight of the outdoor unit, so it cannot be safely turned off for service. Recommend a licensed electrician install one.',
            },
            {
              key: 'not-level',
              severity: 'repair',
              text: 'The outdoor unit is not level or sits on a sunken pad, which strains the compressor. Recommend an HVAC contractor level it.',
            },
            {
              key: 'crowded-by-plants',
              severity: 'maintenance',
              text: 'Plants crowd the outdoor unit and block airflow. Keep about 2 feet clear around it.',
            },
            {
              key: 'line-insulation',
              severity: 'maintenance',
              text: 'Insulation on the large refrigerant line is missing or damaged. Replace it to keep efficiency up and stop condensation.',
            },
            {
              key: 'dirty-coil',
              severity: 'maintenance',
              text: 'The outdoor coil fins are dirty or bent. Have them cleaned and straightened during the yearly service.',
            },
          ],
        },
        {
          key: 'cooling-condensate',
          title: 'Condensate drainage',
          comments: [
            {
              key: 'water-in-pan',
              severity: 'repair',
              text: 'There is water in the backup drain pan, a sign that the main condensate drain is clogged. Recommend an HVAC contractor clear it.',
            },
            {
              key: 'no-overflow-protection',
              severity: 'repair',
              text: 'The attic air handler has no backup pan or overflow shut-off switch. A clogged drain could leak through the ceiling, so recommend adding protection.',
            },
            {
              key: 'drains-at-foundation',
              severity: 'maintenance',
              text: 'The condensate line drains onto the ground next to the foundation. Extend it away from the house.',
            },
          ],
        },
        {
          key: 'cooling-room-units',
          title: 'Window and ductless units',
          comments: [
            {
              key: 'window-units',
              severity: 'info',
              text: 'Window or wall air conditioners are treated as personal property and were not evaluated.',
            },
            {
              key: 'clean-ductless-filters',
              severity: 'maintenance',
              text: 'Ductless indoor units have washable filters. Clean them every month while the system is in use.',
            },
          ],
        },
      ],
    },
    {
      key: 'fireplace',
      title: 'Fireplace and chimney',
      items: [
        {
          key: 'fireplace-firebox-damper',
          title: 'Firebox and damper',
          comments: [
            {
              key: 'no-damper-clamp',
              severity: 'safety',
              text: 'The damper of a fireplace with gas logs is not clamped open. If the logs burn with the damper closed, exhaust fills the room. Recommend installing a damper clamp.',
            },
            {
              key: 'cracked-firebox',
              severity: 'repair',
              text: 'Bricks or mortar joints in the firebox are cracked or missing, which can let heat reach the framing. Recommend a certified chimney sweep evaluate and repair.',
            },
            {
              key: 'damper-stuck',
              severity: 'repair',
              text: 'The damper does not open or close fully. Recommend repair so smoke can escape and heat is not lost.',
            },
            {
              key: 'annual-sweep',
              severity: 'maintenance',
              text: 'Have the chimney cleaned and inspected by a certified sweep before first use and every year after.',
            },
          ],
        },
        {
          key: 'fireplace-hearth-clearances',
          title: 'Hearth and clearances',
          comments: [
            {
              key: 'short-hearth',
              severity: 'safety',
              text: 'The hearth in front of the opening is too short, so sparks could reach the floor. Recommend a qualified contractor extend it.',
            },
            {
              key: 'mantel-too-close',
              severity: 'safety',
              text: 'Wood trim or the mantel sits close to the fireplace opening and could catch fire. Recommend a chimney professional evaluate the clearances.',
            },
          ],
        },
        {
          key: 'fireplace-chimney',
          title: 'Chimney',
          comments: [
            {
              key: 'creosote',
              severity: 'safety',
              text: 'Heavy creosote deposits were seen in the flue. Creosote can ignite and cause a chimney fire, so have a sweep clean the flue before use.',
            },
            {
              key: 'cracked-crown',
              severity: 'repair',
              text: 'The concrete cap on top of the chimney is cracked, letting water into the masonry. Recommend a mason seal or rebuild it.',
            },
            {
              key: 'eroded-mortar',
              severity: 'repair',
              text: 'Mortar joints on the chimney are worn away. Recommend a mason repoint the joints.',
            },
            {
              key: 'no-rain-cap',
              severity: 'maintenance',
              text: 'The chimney has no rain cap. Install one to keep out rain, animals and debris.',
            },
            {
              key: 'liner-not-visible',
              severity: 'info',
              text: 'The flue liner cannot be fully seen without a camera. A detailed chimney inspection by a certified sweep is recommended before closing.',
            },
          ],
        },
        {
          key: 'fireplace-stoves-inserts',
          title: 'Wood stoves and inserts',
          comments: [
            {
              key: 'stove-clearance',
              severity: 'safety',
              text: 'The wood stove is closer to walls or furniture than its maker allows, a fire risk. Recommend a certified installer evaluate the clearances.',
            },
            {
              key: 'insert-flue-hidden',
              severity: 'info',
              text: 'A fireplace insert is installed, and the flue behind it could not be seen.',
            },
          ],
        },
      ],
    },
    {
      key: 'interior',
      title: 'Interior',
      items: [
        {
          key: 'interior-walls-ceilings',
          title: 'Walls and ceilings',
          comments: [
            {
              key: 'wet-stain',
              severity: 'repair',
              text: 'A ceiling stain was wet when tested with a moisture meter, so a leak above is active. Recommend a qualified contractor find and repair the source.',
            },
            {
              key: 'possible-mold',
              severity: 'repair',
              text: 'Dark growth that may be mold was seen. Recommend fixing the moisture source and having a qualified professional clean the area.',
            },
            {
              key: 'dry-stain',
              severity: 'monitor',
              text: 'A ceiling stain was dry when tested with a moisture meter. Ask the seller about past leaks and watch the area.',
            },
            {
              key: 'minor-cracks',
              severity: 'info',
              text: 'Minor drywall cracks typical of settling were seen. They are cosmetic.',
            },
          ],
        },
        {
          key: 'interior-floors',
          title: 'Floors',
          comments: [
            {
              key: 'lifted-flooring',
              severity: 'safety',
              text: 'Loose or lifted flooring is a trip hazard. Recommend securing or replacing it.',
            },
            {
              key: 'damaged-flooring',
              severity: 'repair',
              text: 'Flooring is damaged or soft in places. Recommend a flooring contractor repair it and check for moisture below.',
            },
            {
              key: 'normal-wear',
              severity: 'info',
              text: 'Floor coverings show normal wear for their age.',
            },
          ],
        },
        {
          key: 'interior-stairs-railings',
          title: 'Stairs and railings',
          comments: [
            {
              key: 'missing-handrail',
              severity: 'safety',
              text: 'The stairway has no handrail, which raises the risk of a fall. Recommend a contractor install one that is easy to grip along the full length of the stairs.',
            },
            {
              key: 'wide-baluster-gaps',
              severity: 'safety',
              text: 'Openings between balusters are wider than 4 inches, so a small child could slip through. Recommend closing the gaps.',
            },
            {
              key: 'loose-railing',
              severity: 'safety',
              text: 'The railing is loose and may not hold someone who falls against it. Recommend securing it firmly.',
            },
          ],
        },
        {
          key: 'interior-windows',
          title: 'Windows',
          comments: [
            {
              key: 'not-egress',
              severity: 'safety',
              text: 'A bedroom window is too small or too high to serve as an emergency escape. Recommend a qualified contractor evaluate.',
            },
            {
              key: 'stuck-window',
              severity: 'repair',
              text: 'A window is painted shut or hard to open. Windows, especially in bedrooms, should open easily for escape in a fire, so recommend repair.',
            },
            {
              key: 'cracked-glass',
              severity: 'repair',
              text: 'A window pane is cracked. Recommend replacing the glass.',
            },
            {
              key: 'failed-seal',
              severity: 'monitor',
              text: 'Fog between the panes shows that the seal of the double glazing has failed. The glass insulates a little less, and the glass unit can be replaced if the fog bothers you.',
            },
          ],
        },
        {
          key: 'interior-doors',
          title: 'Doors',
          comments: [
            {
              key: 'damaged-door',
              severity: 'repair',
              text: 'A door is damaged or delaminated. Recommend repair or replacement.',
            },
            {
              key: 'sticking-door',
              severity: 'maintenance',
              text: 'Doors stick or do not latch. Adjust the hinges or strike plates.',
            },
            {
              key: 'missing-door-stops',
              severity: 'maintenance',
              text: 'Door stops are missing, so handles can damage the walls. Install door stops.',
            },
          ],
        },
        {
          key: 'interior-bathroom-ventilation',
          title: 'Bathroom ventilation',
          comments: [
            {
              key: 'no-exhaust-fan',
              severity: 'repair',
              text: 'The bathroom has no exhaust fan and no window that opens, so moisture stays in the room and can lead to mold. Recommend installing a fan vented to the outside.',
            },
            {
              key: 'fan-into-attic',
              severity: 'repair',
              text: 'The bathroom fan blows into the attic instead of outside, putting moist air onto the roof framing. Recommend a contractor extend the duct to the exterior.',
            },
            {
              key: 'weak-fan',
              severity: 'maintenance',
              text: 'The bathroom fan is noisy or weak. Clean the fan or replace its motor.',
            },
          ],
        },
        {
          key: 'interior-counters-cabinets',
          title: 'Countertops and cabinets',
          comments: [
            {
              key: 'old-sink-stains',
              severity: 'monitor',
              text: 'The cabinet floor under the sink has old water stains, but no leak was seen. Check under the sink from time to time.',
            },
            {
              key: 'loose-doors-drawers',
              severity: 'maintenance',
              text: 'Cabinet doors or drawers are loose or out of line. Adjust the hinges and slides.',
            },
            {
              key: 'backsplash-caulk',
              severity: 'maintenance',
              text: 'Caulk along the back of the countertop is missing. Seal the joint to keep water out of the wall.',
            },
          ],
        },
        {
          key: 'interior-environmental',
          title: 'Environmental notes',
          comments: [
            {
              key: 'lead-paint-era',
              severity: 'info',
              text: 'The house was built before 1978 and may contain lead-based paint. Testing is outside a home inspection, so follow lead-safe practices before sanding or scraping.',
            },
            {
              key: 'possible-asbestos',
              severity: 'info',
              text: 'Materials that may contain asbestos, such as old floor tiles or pipe wrap, were seen. Only a lab test can confirm it, so leave them undisturbed or have them tested before renovating.',
            },
            {
              key: 'radon-testing',
              severity: 'info',
              text: 'Radon is an invisible gas that can enter homes from the soil. Testing was not part of this inspection and is recommended.',
            },
          ],
        },
      ],
    },
    {
      key: 'kitchen-appliances',
      title: 'Kitchen appliances',
      items: [
        {
          key: 'kitchen-range-oven',
          title: 'Range, cooktop and oven',
          comments: [
            {
              key: 'no-anti-tip',
              severity: 'safety',
              text: 'The range has no anti-tip bracket. A child standing on the open oven door could tip it over, so install the bracket.',
            },
            {
              key: 'element-inoperable',
              severity: 'repair',
              text: 'A burner or element did not heat. Recommend an appliance technician repair it.',
            },
            {
              key: 'range-ok',
              severity: 'info',
              text: 'The burners and the oven heated when turned on.',
            },
          ],
        },
        {
          key: 'kitchen-dishwasher',
          title: 'Dishwasher',
          comments: [
            {
              key: 'no-high-loop',
              severity: 'repair',
              text: 'The dishwasher drain hose has no high loop or air gap, so dirty sink water could flow back into the dishwasher. Recommend a plumber correct it.',
            },
            {
              key: 'dishwasher-leak',
              severity: 'repair',
              text: 'The dishwasher leaked during its test run. Recommend an appliance technician repair it.',
            },
            {
              key: 'not-secured',
              severity: 'maintenance',
              text: 'The dishwasher is not fastened to the counter and tips forward when its door is opened. Secure it with its mounting brackets.',
            },
          ],
        },
        {
          key: 'kitchen-disposer',
          title: 'Food waste disposer',
          comments: [
            {
              key: 'no-cable-clamp',
              severity: 'safety',
              text: 'The power cable enters the disposer without a clamp, so the sharp edge of the opening can cut into it. Recommend an electrician install a cable clamp.',
            },
            {
              key: 'noisy-disposer',
              severity: 'monitor',
              text: 'The disposer is noisy or shakes heavily, a sign of wear. Plan to replace it.',
            },
          ],
        },
        {
          key: 'kitchen-range-hood',
          title: 'Range hood',
          comments: [
            {
              key: 'hood-inoperable',
              severity: 'repair',
              text: 'The range hood fan or light did not work. Recommend repair.',
            },
            {
              key: 'greasy-filter',
              severity: 'maintenance',
              text: 'The hood filter is greasy, and grease buildup is a fire risk. Clean the filter regularly.',
            },
            {
              key: 'recirculating',
              severity: 'info',
              text: 'The range hood filters the air and returns it to the kitchen rather than venting it outside.',
            },
          ],
        },
        {
          key: 'kitchen-microwave',
          title: 'Built-in microwave',
          comments: [
            {
              key: 'microwave-inoperable',
              severity: 'repair',
              text: 'The built-in microwave did not heat. Recommend an appliance technician repair or replace it.',
            },
            {
              key: 'microwave-ok',
              severity: 'info',
              text: 'The built-in microwave heated a cup of water when tested.',
            },
          ],
        },
        {
          key: 'kitchen-refrigerator',
          title: 'Refrigerator',
          comments: [
            {
              key: 'water-line-leak',
              severity: 'repair',
              text: 'The water line to the refrigerator leaks. Recommend a plumber repair it before it damages the floor.',
            },
            {
              key: 'cooling-noted',
              severity: 'info',
              text: 'The refrigerator was cold at the time of the inspection. The ice maker and water dispenser were not tested.',
            },
          ],
        },
      ],
    },
    {
      key: 'attic',
      title: 'Insulation and ventilation (attic)',
      items: [
        {
          key: 'attic-access',
          title: 'Attic access',
          comments: [
            {
              key: 'uninsulated-hatch',
              severity: 'maintenance',
              text: 'The attic hatch is not insulated or weatherstripped, so heated and cooled air escapes through it. Insulate and seal the hatch.',
            },
            {
              key: 'viewed-from-hatch',
              severity: 'info',
              text: 'The attic was viewed from the hatch only, because there was no safe walkway or the space was too tight to enter.',
            },
          ],
        },
        {
          key: 'attic-insulation',
          title: 'Insulation',
          comments: [
            {
              key: 'possible-vermiculite',
              severity: 'safety',
              text: 'Loose, pebbly gray-brown insulation that may be vermiculite is present, and some vermiculite contains asbestos. Do not disturb it, and have it tested before any work in the attic.',
            },
            {
              key: 'thin-insulation',
              severity: 'repair',
              text: "The attic insulation is thin for today's standards. Recommend an insulation contractor add more to lower heating and cooling costs.",
            },
            {
              key: 'displaced-insulation',
              severity: 'maintenance',
              text: 'Insulation is pushed aside or packed down in places. Spread it out evenly so it covers the whole ceiling.',
            },
            {
              key: 'loose-fill-depth',
              severity: 'info',
              text: 'The attic has loose-fill insulation about 12 inches deep.',
            },
          ],
        },
        {
          key: 'attic-ventilation',
          title: 'Ventilation',
          comments: [
            {
              key: 'limited-ventilation',
              severity: 'repair',
              text: 'Attic ventilation appears limited, with signs such as frost, stains or trapped heat. Recommend a roofer or insulation contractor improve the vents.',
            },
            {
              key: 'blocked-soffit-vents',
              severity: 'repair',
              text: 'Insulation blocks the soffit vents, so outside air cannot flow through the attic. Recommend installing baffles to keep the vents open.',
            },
            {
              key: 'soffit-ridge-vents',
              severity: 'info',
              text: 'The attic is vented through soffit and ridge vents.',
            },
          ],
        },
        {
          key: 'attic-framing-sheathing',
          title: 'Roof framing and sheathing',
          comments: [
            {
              key: 'cracked-rafter',
              severity: 'repair',
              text: 'A rafter or truss is cracked or has been cut. Recommend a structural engineer or qualified contractor evaluate and repair it.',
            },
            {
              key: 'possible-mold',
              severity: 'repair',
              text: 'Dark staining that may be mold is on the underside of the roof boards, usually from poor ventilation or warm house air leaking into the attic. Recommend a qualified contractor correct the cause and clean the wood.',
            },
            {
              key: 'dry-stains',
              severity: 'monitor',
              text: 'Stains on the roof boards were dry during the inspection. Check them after the next heavy rain.',
            },
          ],
        },
        {
          key: 'attic-air-sealing',
          title: 'Air sealing',
          comments: [
            {
              key: 'ceiling-gaps',
              severity: 'maintenance',
              text: 'Gaps around pipes, wires and ceiling lights let warm, moist house air into the attic. Seal them to save energy and help prevent condensation.',
            },
          ],
        },
        {
          key: 'attic-pests',
          title: 'Animal activity',
          comments: [
            {
              key: 'droppings-nesting',
              severity: 'repair',
              text: 'Droppings or nesting material show that animals have been in the attic. Recommend a wildlife or pest professional remove them and seal the entry points.',
            },
            {
              key: 'none-seen',
              severity: 'info',
              text: 'No signs of animal activity were seen in the accessible parts of the attic.',
            },
          ],
        },
      ],
    },
  ],
};
