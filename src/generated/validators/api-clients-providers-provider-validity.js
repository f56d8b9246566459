// generated - do not edit: written by `npm run gen` from schemas/models/api-clients-providers-provider-validity.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-clients-providers-provider-validity.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-clients-providers-provider-validity.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-clients-providers-provider-validity.json","title":"caption.providerValidity","description":"Body of POST /api/providers/validity: one provider identifier (type and value) and the role it is for. The server answers whether the directory knows it for that role.","type":"object","required":["identifier","userRole"],"properties":{"identifier":{"$ref":"#/definitions/provider-identifier"},"userRole":{"$ref":"#/definitions/user-role"}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid","required":"field.required"},"examples":[{"identifier":{"type":1,"value":"1234567893"},"userRole":1},{"identifier":{"type":3,"value":"CL-1"},"userRole":2},{"identifier":{"type":1,"value":"1234567893"},"userRole":{"name":"Ordering Provider"}},{"identifier":{"type":1,"value":"1234567893"},"userRole":{"id":1,"name":"Ordering Provider"}}],"invalidExamples":[{"value":{"identifier":{"type":0,"value":"12345678"},"userRole":1},"messageId":"providerIdentifier.digits","path":"/identifier/value"},{"value":{"identifier":{"type":1,"value":"123456789"},"userRole":1},"messageId":"providerIdentifier.digits","path":"/identifier/value"},{"value":{"identifier":{"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789X"},"userRole":1},"messageId":"providerIdentifier.clidLength"},{"value":{"identifier":{"type":1,"value":"1234567893"}},"messageId":"field.required","path":"/userRole"},{"value":{"identifier":{"type":1,"value":"1234567893"},"userRole":{"name":"Chief Surgeon"}},"messageId":"field.invalid","path":"/userRole/name"},{"value":{"identifier":{"type":1,"value":"1234567893"},"userRole":{"id":1}},"messageId":"field.required","path":"/userRole/name"}],"definitions":{"provider-identifier":{"title":"caption.providerIdentifier","description":"A provider identifier as the API carries it: its type by numeric key and its value, whose rule depends on the type (TIN and Group TIN 9 digits, NPI and Group NPI 10 digits ending in the NPI check digit, CLID at most 36 characters; Group ID has no rule of its own). Whether it is known and fits the role is the server's answer.","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength"}],"validCharacters":true}}}}],"examples":[{"type":0,"value":"123456789"},{"type":5,"value":"987654321"},{"type":1,"value":"1234567893"},{"type":2,"value":"1987654328"},{"type":3,"value":"CL-1"},{"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789"},{"type":4,"value":"G100"}],"invalidExamples":[{"value":{"type":0,"value":"12345678"},"messageId":"providerIdentifier.digits"},{"value":{"type":0,"value":"1234567890"},"messageId":"providerIdentifier.digits"},{"value":{"type":0,"value":"12345678A"},"messageId":"providerIdentifier.digitsOnly"},{"value":{"type":5,"value":"12345678"},"messageId":"providerIdentifier.digits"},{"value":{"type":1,"value":"123456789"},"messageId":"providerIdentifier.digits"},{"value":{"type":2,"value":"12345678901"},"messageId":"providerIdentifier.digits"},{"value":{"type":2,"value":"123456789O"},"messageId":"providerIdentifier.digitsOnly"},{"value":{"type":1,"value":"1234567890"},"messageId":"providerIdentifier.npiCheckDigit"},{"value":{"type":2,"value":"1987654320"},"messageId":"providerIdentifier.npiCheckDigit"},{"value":{"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789X"},"messageId":"providerIdentifier.clidLength"},{"value":{"type":6,"value":"123456789"},"messageId":"field.invalid"},{"value":{"type":0},"messageId":"field.required"}]},"user-role":{"title":"caption.userRole","description":"The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it (\"userRole (name)\"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"},"examples":[1,2,5,10,{"name":"Ordering Provider"},{"id":10,"name":"Genetic Counselor"}],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"},{"value":{"name":"Ordering Provider","level":3},"messageId":"field.invalid"}]}}};
const schema28 = {"title":"caption.providerIdentifier","description":"A provider identifier as the API carries it: its type by numeric key and its value, whose rule depends on the type (TIN and Group TIN 9 digits, NPI and Group NPI 10 digits ending in the NPI check digit, CLID at most 36 characters; Group ID has no rule of its own). Whether it is known and fits the role is the server's answer.","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength"}],"validCharacters":true}}}}],"examples":[{"type":0,"value":"123456789"},{"type":5,"value":"987654321"},{"type":1,"value":"1234567893"},{"type":2,"value":"1987654328"},{"type":3,"value":"CL-1"},{"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789"},{"type":4,"value":"G100"}],"invalidExamples":[{"value":{"type":0,"value":"12345678"},"messageId":"providerIdentifier.digits"},{"value":{"type":0,"value":"1234567890"},"messageId":"providerIdentifier.digits"},{"value":{"type":0,"value":"12345678A"},"messageId":"providerIdentifier.digitsOnly"},{"value":{"type":5,"value":"12345678"},"messageId":"providerIdentifier.digits"},{"value":{"type":1,"value":"123456789"},"messageId":"providerIdentifier.digits"},{"value":{"type":2,"value":"12345678901"},"messageId":"providerIdentifier.digits"},{"value":{"type":2,"value":"123456789O"},"messageId":"providerIdentifier.digitsOnly"},{"value":{"type":1,"value":"1234567890"},"messageId":"providerIdentifier.npiCheckDigit"},{"value":{"type":2,"value":"1987654320"},"messageId":"providerIdentifier.npiCheckDigit"},{"value":{"type":3,"value":"abcdefghijklmnopqrstuvwxyz0123456789X"},"messageId":"providerIdentifier.clidLength"},{"value":{"type":6,"value":"123456789"},"messageId":"field.invalid"},{"value":{"type":0},"messageId":"field.required"}]};
const schema29 = {"title":"caption.userRole","description":"The role a user registers for: its numeric id, or (any value that is not an integer must be this object) the role as spec section 3 gives it (\"userRole (name)\"), with its name and optionally its id. The options under `then` are the roles (id as const, name as title): forms show the names, and the server reads a name's id from them. A name and an id given together must be the same role (checked by the server).","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"},"examples":[1,2,5,10,{"name":"Ordering Provider"},{"id":10,"name":"Genetic Counselor"}],"invalidExamples":[{"value":4,"messageId":"field.invalid"},{"value":"Ordering Provider","messageId":"field.invalid"},{"value":{"name":"Ordering Provider","level":3},"messageId":"field.invalid"}]};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[0-9]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern4 = new RegExp("^[\\s\\S]{0,36}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-clients-providers-provider-validity.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.identifier === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identifier"},message:"must have required property '"+"identifier"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.userRole === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userRole"},message:"must have required property '"+"userRole"+"'",schema:schema27.required,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "identifier") || (key0 === "userRole"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.identifier !== undefined){
let data0 = data.identifier;
const _errs9 = errors;
let valid3 = true;
const _errs10 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.type === undefined) && (missing0 = "type")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data0.type !== undefined){
let data1 = data0.type;
if(!((data1 === 0) || (data1 === 5))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
var _valid0 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs12 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.value !== undefined){
let data2 = data0.value;
if(typeof data2 === "string"){
if(func2(data2) > 9){
const err5 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema28.allOf[0].then.properties.value,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data2) < 9){
const err6 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters",schema:9,parentSchema:schema28.allOf[0].then.properties.value,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern0.test(data2)){
const err7 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema28.allOf[0].then.properties.value,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(pattern1.test(data2)){
const err8 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28.allOf[0].then.properties.value,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.allOf[0].then.properties.value.type,parentSchema:schema28.allOf[0].then.properties.value,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var _valid0 = _errs12 === errors;
valid3 = _valid0;
}
if(!valid3){
const err10 = {instancePath:instancePath+"/identifier",schemaPath:"#/definitions/provider-identifier/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema28.allOf[0].if,parentSchema:schema28.allOf[0],data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs16 = errors;
let valid6 = true;
const _errs17 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.type === undefined) && (missing1 = "type")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
if(data0.type !== undefined){
let data3 = data0.type;
if(!((data3 === 1) || (data3 === 2))){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
var _valid1 = _errs17 === errors;
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs19 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.value !== undefined){
let data4 = data0.value;
if(typeof data4 === "string"){
if(func2(data4) > 10){
const err13 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema28.allOf[1].then.properties.value,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func2(data4) < 10){
const err14 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema28.allOf[1].then.properties.value,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern0.test(data4)){
const err15 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"},message:"must match pattern \""+"^[0-9]*$"+"\"",schema:"^[0-9]*$",parentSchema:schema28.allOf[1].then.properties.value,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(pattern1.test(data4)){
const err16 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28.allOf[1].then.properties.value,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let sum0 = 24;
if(/^[0-9]{10}$/.test(data4)){
for(let i0=0; i0<9; i0++){
let digit0 = data4.charCodeAt(i0) - 48;
if(i0 % 2 === 0){
digit0 = digit0 * 2;
if(digit0 > 9){
digit0 = digit0 - 9;
}
}
sum0 = sum0 + digit0;
}
if((10 - (sum0 % 10)) % 10 !== data4.charCodeAt(9) - 48){
const err17 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/npiCheckDigit",keyword:"npiCheckDigit",params:{},message:"must end in its NPI check digit",schema:true,parentSchema:schema28.allOf[1].then.properties.value,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.allOf[1].then.properties.value.type,parentSchema:schema28.allOf[1].then.properties.value,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
var _valid1 = _errs19 === errors;
valid6 = _valid1;
}
if(!valid6){
const err19 = {instancePath:instancePath+"/identifier",schemaPath:"#/definitions/provider-identifier/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema28.allOf[1].if,parentSchema:schema28.allOf[1],data:data0};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs23 = errors;
let valid9 = true;
const _errs24 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing2;
if((data0.type === undefined) && (missing2 = "type")){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
if(data0.type !== undefined){
if(3 !== data0.type){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
var _valid2 = _errs24 === errors;
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs26 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.value !== undefined){
let data6 = data0.value;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err22 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/patternRules",keyword:"patternRules",params:{messageId: "providerIdentifier.clidLength", pattern: "^[\\s\\S]{0,36}$"},message:"must match the pattern rule",schema:schema28.allOf[2].then.properties.value.patternRules,parentSchema:schema28.allOf[2].then.properties.value,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(pattern1.test(data6)){
const err23 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28.allOf[2].then.properties.value,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.allOf[2].then.properties.value.type,parentSchema:schema28.allOf[2].then.properties.value,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
var _valid2 = _errs26 === errors;
valid9 = _valid2;
}
if(!valid9){
const err25 = {instancePath:instancePath+"/identifier",schemaPath:"#/definitions/provider-identifier/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema28.allOf[2].if,parentSchema:schema28.allOf[2],data:data0};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.type === undefined){
const err26 = {instancePath:instancePath+"/identifier",schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema28.required,parentSchema:schema28,data:data0};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data0.value === undefined){
const err27 = {instancePath:instancePath+"/identifier",schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema28.required,parentSchema:schema28,data:data0};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data0.type !== undefined){
let data7 = data0.type;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err28 = {instancePath:instancePath+"/identifier/type",schemaPath:"#/definitions/provider-identifier/properties/type/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema28.properties.type.type,parentSchema:schema28.properties.type,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs32 = errors;
let valid13 = false;
let passing0 = null;
const _errs33 = errors;
if(0 !== data7){
const err29 = {instancePath:instancePath+"/identifier/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema28.properties.type.oneOf[0],data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs33 === errors;
if(_valid3){
valid13 = true;
passing0 = 0;
}
const _errs34 = errors;
if(1 !== data7){
const err30 = {instancePath:instancePath+"/identifier/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema28.properties.type.oneOf[1],data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid3 = _errs34 === errors;
if(_valid3 && valid13){
valid13 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid13 = true;
passing0 = 1;
}
const _errs35 = errors;
if(2 !== data7){
const err31 = {instancePath:instancePath+"/identifier/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/2/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema28.properties.type.oneOf[2],data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid3 = _errs35 === errors;
if(_valid3 && valid13){
valid13 = false;
passing0 = [passing0, 2];
}
else {
if(_valid3){
valid13 = true;
passing0 = 2;
}
const _errs36 = errors;
if(3 !== data7){
const err32 = {instancePath:instancePath+"/identifier/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/3/const",keyword:"const",params:{allowedValue: 3},message:"must be equal to constant",schema:3,parentSchema:schema28.properties.type.oneOf[3],data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid3 = _errs36 === errors;
if(_valid3 && valid13){
valid13 = false;
passing0 = [passing0, 3];
}
else {
if(_valid3){
valid13 = true;
passing0 = 3;
}
const _errs37 = errors;
if(4 !== data7){
const err33 = {instancePath:instancePath+"/identifier/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/4/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant",schema:4,parentSchema:schema28.properties.type.oneOf[4],data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid3 = _errs37 === errors;
if(_valid3 && valid13){
valid13 = false;
passing0 = [passing0, 4];
}
else {
if(_valid3){
valid13 = true;
passing0 = 4;
}
const _errs38 = errors;
if(5 !== data7){
const err34 = {instancePath:instancePath+"/identifier/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/5/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema28.properties.type.oneOf[5],data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid3 = _errs38 === errors;
if(_valid3 && valid13){
valid13 = false;
passing0 = [passing0, 5];
}
else {
if(_valid3){
valid13 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid13){
const err35 = {instancePath:instancePath+"/identifier/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema28.properties.type.oneOf,parentSchema:schema28.properties.type,data:data7};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
}
if(data0.value !== undefined){
let data8 = data0.value;
if(typeof data8 === "string"){
if(pattern1.test(data8)){
const err36 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema28.properties.value,data:data8};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/identifier/value",schemaPath:"#/definitions/provider-identifier/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties.value.type,parentSchema:schema28.properties.value,data:data8};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/identifier",schemaPath:"#/definitions/provider-identifier/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data:data0};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.userRole !== undefined){
let data9 = data.userRole;
const _errs45 = errors;
let valid15 = true;
const _errs46 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err39 = {};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid4 = _errs46 === errors;
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid4){
const _errs48 = errors;
const _errs49 = errors;
let valid16 = false;
let passing1 = null;
const _errs50 = errors;
if(1 !== data9){
const err40 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema29.then.oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid5 = _errs50 === errors;
if(_valid5){
valid16 = true;
passing1 = 0;
}
const _errs51 = errors;
if(2 !== data9){
const err41 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema29.then.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid5 = _errs51 === errors;
if(_valid5 && valid16){
valid16 = false;
passing1 = [passing1, 1];
}
else {
if(_valid5){
valid16 = true;
passing1 = 1;
}
const _errs52 = errors;
if(5 !== data9){
const err42 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema29.then.oneOf[2],data:data9};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid5 = _errs52 === errors;
if(_valid5 && valid16){
valid16 = false;
passing1 = [passing1, 2];
}
else {
if(_valid5){
valid16 = true;
passing1 = 2;
}
const _errs53 = errors;
if(10 !== data9){
const err43 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema29.then.oneOf[3],data:data9};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid5 = _errs53 === errors;
if(_valid5 && valid16){
valid16 = false;
passing1 = [passing1, 3];
}
else {
if(_valid5){
valid16 = true;
passing1 = 3;
}
}
}
}
if(!valid16){
const err44 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema29.then.oneOf,parentSchema:schema29.then,data:data9};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs48 === errors;
valid15 = _valid4;
ifClause0 = "then";
}
else {
const _errs54 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err45 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema29.else.required,parentSchema:schema29.else,data:data9};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key1 in data9){
if(!((key1 === "id") || (key1 === "name"))){
const err46 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema29.else,data:data9};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data9.id !== undefined){
let data10 = data9.id;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err47 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema29.else.properties.id.type,parentSchema:schema29.else.properties.id,data:data10};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!((((data10 === 1) || (data10 === 2)) || (data10 === 5)) || (data10 === 10))){
const err48 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema29.else.properties.id.enum},message:"must be equal to one of the allowed values",schema:schema29.else.properties.id.enum,parentSchema:schema29.else.properties.id,data:data10};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data9.name !== undefined){
let data11 = data9.name;
if(!((((data11 === "Ordering Provider") || (data11 === "Servicing Provider")) || (data11 === "Health Plan Representative")) || (data11 === "Genetic Counselor"))){
const err49 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema29.else.properties.name.enum},message:"must be equal to one of the allowed values",schema:schema29.else.properties.name.enum,parentSchema:schema29.else.properties.name,data:data11};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data11 === "string"){
if(pattern1.test(data11)){
const err50 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"},message:"must not contain control characters",schema:true,parentSchema:schema29.else.properties.name,data:data11};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.else.properties.name.type,parentSchema:schema29.else.properties.name,data:data11};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.else.type,parentSchema:schema29.else,data:data9};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid4 = _errs54 === errors;
valid15 = _valid4;
ifClause0 = "else";
}
if(!valid15){
const err53 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema",schema:schema29.if,parentSchema:schema29,data:data9};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["-4cb95640"] = validate11;
const schema30 = {"properties":{"type":{"enum":[0,5]}},"required":["type"],"$id":"-4cb95640"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4cb95640" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 0) || (data0 === 5))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema30.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema30.properties.type.enum,parentSchema:schema30.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["6006d37e"] = validate12;
const schema31 = {"properties":{"type":{"enum":[1,2]}},"required":["type"],"$id":"6006d37e"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6006d37e" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 1) || (data0 === 2))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema31.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.type.enum,parentSchema:schema31.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate12.errors = vErrors;
return errors === 0;
}

__validators["2668fd6a"] = validate13;
const schema32 = {"properties":{"type":{"const":3}},"required":["type"],"$id":"2668fd6a"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2668fd6a" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(3 !== data0){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: 3},message:"must be equal to constant",schema:3,parentSchema:schema32.properties.type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate13.errors = vErrors;
return errors === 0;
}

__validators["-5f126506"] = validate14;
const schema33 = {"const":0,"title":"caption.taxIdTin","$id":"-5f126506"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5f126506" */;
let vErrors = null;
let errors = 0;
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

__validators["-3efff16b"] = validate15;
const schema34 = {"const":1,"title":"caption.npi","$id":"-3efff16b"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3efff16b" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

__validators["-16d1a9ef"] = validate16;
const schema35 = {"const":2,"title":"caption.groupNpi","$id":"-16d1a9ef"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-16d1a9ef" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

__validators["5bb219ba"] = validate17;
const schema36 = {"const":3,"title":"caption.providerIdClid","$id":"5bb219ba"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5bb219ba" */;
let vErrors = null;
let errors = 0;
if(3 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 3},message:"must be equal to constant",schema:3,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

__validators["6d463b85"] = validate18;
const schema37 = {"const":4,"title":"caption.groupId","$id":"6d463b85"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6d463b85" */;
let vErrors = null;
let errors = 0;
if(4 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant",schema:4,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

__validators["656f74c6"] = validate19;
const schema38 = {"const":5,"title":"caption.groupTin","$id":"656f74c6"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="656f74c6" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

__validators["12b25410"] = validate20;
const schema39 = {"type":"integer","$id":"12b25410"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="12b25410" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

__validators["18eae961"] = validate21;
const schema40 = {"const":1,"title":"caption.role.1","$id":"18eae961"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="18eae961" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

__validators["523bfde3"] = validate22;
const schema41 = {"const":2,"title":"caption.role.2","$id":"523bfde3"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="523bfde3" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

__validators["-1d0c497"] = validate23;
const schema42 = {"const":5,"title":"caption.role.5","$id":"-1d0c497"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1d0c497" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5},message:"must be equal to constant",schema:5,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

__validators["1487c6f"] = validate24;
const schema43 = {"const":10,"title":"caption.role.10","$id":"1487c6f"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1487c6f" */;
let vErrors = null;
let errors = 0;
if(10 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 10},message:"must be equal to constant",schema:10,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
