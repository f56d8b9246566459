// generated - do not edit: written by `npm run gen` from schemas/defs/state-name.json; edit the schema and regenerate.
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/state-name.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/state-name.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/state-name.json","title":"caption.state","type":"string","enum":["Alabama","Alaska","Arizona","Arkansas","California","Colorado","Connecticut","Delaware","District of Columbia","Florida","Georgia","Hawaii","Idaho","Illinois","Indiana","Iowa","Kansas","Kentucky","Louisiana","Maine","Maryland","Massachusetts","Michigan","Minnesota","Mississippi","Missouri","Montana","Nebraska","Nevada","New Hampshire","New Jersey","New Mexico","New York","North Carolina","North Dakota","Ohio","Oklahoma","Oregon","Pennsylvania","Puerto Rico","Rhode Island","South Carolina","South Dakota","Tennessee","Texas","Utah","Vermont","Virgin Islands","Virginia","Washington","West Virginia","Wisconsin","Wyoming","Foreign"],"messages":{"required":"field.required","enum":"field.invalid"},"definitions":{},"validCharacters":true};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/state-name.json" */;
let vErrors = null;
let errors = 0;
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((data === "Alabama") || (data === "Alaska")) || (data === "Arizona")) || (data === "Arkansas")) || (data === "California")) || (data === "Colorado")) || (data === "Connecticut")) || (data === "Delaware")) || (data === "District of Columbia")) || (data === "Florida")) || (data === "Georgia")) || (data === "Hawaii")) || (data === "Idaho")) || (data === "Illinois")) || (data === "Indiana")) || (data === "Iowa")) || (data === "Kansas")) || (data === "Kentucky")) || (data === "Louisiana")) || (data === "Maine")) || (data === "Maryland")) || (data === "Massachusetts")) || (data === "Michigan")) || (data === "Minnesota")) || (data === "Mississippi")) || (data === "Missouri")) || (data === "Montana")) || (data === "Nebraska")) || (data === "Nevada")) || (data === "New Hampshire")) || (data === "New Jersey")) || (data === "New Mexico")) || (data === "New York")) || (data === "North Carolina")) || (data === "North Dakota")) || (data === "Ohio")) || (data === "Oklahoma")) || (data === "Oregon")) || (data === "Pennsylvania")) || (data === "Puerto Rico")) || (data === "Rhode Island")) || (data === "South Carolina")) || (data === "South Dakota")) || (data === "Tennessee")) || (data === "Texas")) || (data === "Utah")) || (data === "Vermont")) || (data === "Virgin Islands")) || (data === "Virginia")) || (data === "Washington")) || (data === "West Virginia")) || (data === "Wisconsin")) || (data === "Wyoming")) || (data === "Foreign"))){
const err0 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema27.enum}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data === "string"){
if(pattern0.test(data)){
const err1 = {instancePath,schemaPath:"#/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
